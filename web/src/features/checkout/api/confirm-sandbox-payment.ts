import type { SandboxConfirm, SandboxConfirmResult } from '@crystal/shared/schemas/order';
import { api } from '@/lib/api-client';

export const confirmSandboxPayment = (input: SandboxConfirm) => api.post<SandboxConfirmResult>('/api/sandbox/confirm', input);
