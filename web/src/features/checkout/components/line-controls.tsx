import { createContext, useContext, type ComponentType } from 'react';
import type { CartLine } from '@crystal/shared/schemas/cart';

/**
 * Editing controls for one Order Summary line (quantity and remove). The checkout does not own the cart:
 * the route passes the cart feature's controls in, so the summary stays editable without the features
 * importing each other.
 */
export type LineControls = ComponentType<{ item: CartLine }>;

const LineControlsContext = createContext<LineControls | undefined>(undefined);
export const LineControlsProvider = LineControlsContext.Provider;
export const useLineControls = () => useContext(LineControlsContext);
