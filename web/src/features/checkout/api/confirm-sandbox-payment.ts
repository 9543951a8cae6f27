import type { SandboxConfirm, SandboxConfirmResult } from '@crystal/shared/schemas/order';
import { api } from '@/lib/api-client';
import { apiPath } from '@/lib/api-path';

export const confirmSandboxPayment = (input: SandboxConfirm) => api.post<SandboxConfirmResult>(apiPath('sandboxConfirm'), input);
