/** The local admin check's answer: the token's claims, or why it was refused. */
export type AdminAuthResult = { ok: true; claims: Record<string, unknown> } | { ok: false; error: string };
