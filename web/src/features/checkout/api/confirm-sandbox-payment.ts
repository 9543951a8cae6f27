import type { SandboxConfirm, SandboxConfirmResult } from '@crystal/shared/schemas/order';
import { api } from '@/lib/api-client';
import { paymentsApiPath } from '@/lib/api-paths/payments-path';

export const confirmSandboxPayment = (input: SandboxConfirm) => api.post<SandboxConfirmResult>(paymentsApiPath('sandboxConfirm'), input);
