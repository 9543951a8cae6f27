/** The types of lint/module-order.js, for the tests that read the order. */
export declare const MODULE_ORDER: string[][];
export declare const LAYER_OF: Map<string, number>;
export declare const NOT_MODULES: Set<string>;
