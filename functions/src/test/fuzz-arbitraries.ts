import fc from 'fast-check';

/** Values that break typical field rules: wrong types, unicode, huge, negative and fractional numbers. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer({ min: 500, max: 20_000 }).map((n) => '\u{1D538}'.repeat(n)),
  fc.integer({ max: -1 }),
  fc.double({ min: -1e6, max: 1e6, noNaN: true }).filter((d) => !Number.isInteger(d)),
  fc.constantFrom(0, -0, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 0.5, Number.NaN, Number.POSITIVE_INFINITY),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.anything({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.anything({ maxDepth: 1 }), { maxKeys: 3 }),
  fc.constantFrom('', ' ', '1', '45.00', '-1', 'true', 'null', '<script>alert(1)</script>', "'; DROP TABLE products; --", '\u0000', '\u202e', '🔮💎'),
);

/**
 * The characters the text rule refuses in every human-entered field (shared/src/schemas/human-text.ts):
 * C0 but LF, DEL, C1, the Unicode line separators, bidi overrides and isolates, direction marks and lone
 * surrogates. (LF and CR LF are allowed in multi-line fields, so they are not here.)
 */
export const HOSTILE_TEXT_CHARACTERS: readonly string[] = [
  ...Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)).filter((c) => c !== '\n'),
  '\u007f',
  ...Array.from({ length: 32 }, (_, i) => String.fromCharCode(0x80 + i)),
  '\u2028',
  '\u2029',
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200e',
  '\u200f',
  '\u061c',
  '\ud800',
  '\udbff',
  '\udc00',
  '\udfff',
];

/** A line break and a forged line: refused in a one-line field, kept (as LF) in a multi-line one. */
export const LINE_INJECTION: readonly string[] = ['\n', '\r\nBcc: attacker@evil.example'];

/**
 * A few of each kind, for sending to every text field of every route: NUL, BEL, ESC, CR, tab, VT, DEL,
 * C1, the line separator, every bidi override and isolate, RLM, lone surrogates, and the line injections
 * (one-line fields only).
 */
export const HOSTILE_TEXT_SAMPLE: readonly string[] = [
  '\u0000',
  '\u0007',
  '\u001b[31m',
  '\r',
  '\t',
  '\u000b',
  '\u007f',
  '\u0085',
  '\u009b',
  '\u2028',
  '\u202a',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200f',
  '\ud800',
  '\udfff',
  ...LINE_INJECTION,
];

/** A control or bidi payload, alone or in a short run, as it would be put inside a text. */
export const hostileTextPayload: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXT_CHARACTERS),
  // Runs without surrogates: two halves side by side could make a whole (allowed) character.
  fc.array(fc.constantFrom(...HOSTILE_TEXT_CHARACTERS.filter((c) => !/[\ud800-\udfff]/.test(c))), { minLength: 2, maxLength: 4 }).map((cs) => cs.join('')),
  fc.constantFrom('\u001b[31mB C\r\nD', 'invoice\u202efdp.exe', '\u2066admin\u2069', 'Ada\u200f\ud83d'),
);

/** A text with a hostile payload inside it (not at its ends, which trimming could remove). */
export function withPayloadInside(text: string, payload: string, at = 0.5): string {
  const t = text.length >= 2 ? text : `${text}ab`;
  const k = Math.max(1, Math.min(t.length - 1, Math.floor(t.length * at)));
  return `${t.slice(0, k)}${payload}${t.slice(k)}`;
}

/** A top-level JSON body that is not an object. */
export const nonObjectBody: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 30 }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 4 }),
);

type Op = { kind: 'delete' | 'set' | 'add'; at: number; key: string; value: unknown };

const op: fc.Arbitrary<Op> = fc.record({
  kind: fc.constantFrom('delete', 'set', 'add'),
  at: fc.nat(),
  key: fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('__proto__', 'constructor', 'price', 'amount', 'totalAmount', 'id', 'sessionId', 'isAdmin')),
  value: nastyValue,
});

type Container = Record<string, unknown> | unknown[];
const isContainer = (v: unknown): v is Container => typeof v === 'object' && v !== null;

/** Every (container, key) pair inside a JSON value, depth first. */
function slots(root: Container): { parent: Container; key: string | number }[] {
  const out: { parent: Container; key: string | number }[] = [];
  const walk = (node: Container) => {
    for (const key of Array.isArray(node) ? node.keys() : Object.keys(node)) {
      out.push({ parent: node, key });
      const child = (node as Record<string | number, unknown>)[key];
      if (isContainer(child)) walk(child);
    }
  };
  walk(root);
  return out;
}

function containers(root: Container): Container[] {
  const out: Container[] = [root];
  for (const s of slots(root)) {
    const child = (s.parent as Record<string | number, unknown>)[s.key];
    if (isContainer(child)) out.push(child);
  }
  return out;
}

function apply(body: Container, o: Op): void {
  if (o.kind === 'add') {
    const all = containers(body);
    const target = all[o.at % all.length]!;
    if (Array.isArray(target)) target.push(o.value);
    else Object.defineProperty(target, o.key, { value: o.value, enumerable: true, writable: true, configurable: true });
    return;
  }
  const all = slots(body);
  if (!all.length) return;
  const { parent, key } = all[o.at % all.length]!;
  if (o.kind === 'delete') {
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else delete parent[key as string];
  } else (parent as Record<string | number, unknown>)[key] = o.value;
}

/** Mutations of a valid body: fields removed, set to nasty values, extra fields added, or a non-object. */
export function mutatedBody(valid: unknown): fc.Arbitrary<unknown> {
  const base = isContainer(valid) ? valid : {};
  return fc.oneof(
    { weight: 6, arbitrary: fc.array(op, { minLength: 1, maxLength: 3 }).map((ops) => {
      const body = structuredClone(base);
      for (const o of ops) apply(body, o);
      return body;
    }) },
    { weight: 1, arbitrary: nonObjectBody },
    { weight: 1, arbitrary: fc.constant({}) },
  );
}

/** Text that JSON.parse refuses (checked after the UTF-8 round trip the transport does). */
export const brokenJson: fc.Arbitrary<string> = fc
  .oneof(
    fc.string({ minLength: 1, maxLength: 40 }),
    fc.json().map((j) => j.slice(0, -1)),
    fc.json().map((j) => `${j},`),
    fc.json().map((j) => `{"a": ${j}`),
    fc.constantFrom('{', '[', '{"a":}', "{'a':1}", 'undefined', 'NaN', '{"a":1}}', '\u0000', '{"productId": 1,}', '[1,2', '"unterminated'),
  )
  .filter((t) => {
    const text = Buffer.from(t).toString('utf8');
    if (text === '') return false;
    try {
      JSON.parse(text);
      return false;
    } catch {
      return true;
    }
  });

/** Content types the JSON body parser must refuse (415); undefined = no content-type header. */
export const wrongContentType = fc.constantFrom(
  undefined,
  'text/plain',
  'text/html; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=crystal',
  'application/xml',
  'application/jsonx',
  'image/png',
  'json',
);

/** Path parameter values that are not positive whole numbers written plainly. */
export const badPathParam: fc.Arbitrary<string> = fc
  .oneof(
    fc.string({ minLength: 1, maxLength: 30 }),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 10 }),
    fc.integer({ min: -1_000_000, max: 0 }).map(String),
    fc.double({ noNaN: false }).map(String),
    fc.constantFrom('1e3', '0x10', ' 1', '01', '+1', '1.0', '1.5', '١٢٣', '９', 'NaN', 'Infinity', '-0', '9'.repeat(25), '1/2', '%', 'null', 'undefined'),
  )
  .filter((v) => v !== '.' && v !== '..');

/** x-session-id values that are not UUIDs (undefined = header missing). */
export const badSessionId: fc.Arbitrary<string | undefined> = fc.oneof(
  fc.constant(undefined),
  fc.constant(''),
  fc.string({ maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.uuid().map((u) => u.replace(/-/g, '')),
  fc.uuid().map((u) => `${u}0`),
  fc.uuid().map((u) => u.slice(1)),
  fc.uuid().map((u) => u.replace(/[0-9a-f]/, 'g')),
  fc.constantFrom('not-a-uuid', 'x'.repeat(5000), "' OR 1=1 --", '{{session}}'),
);

/** Admin claims that must not pass: missing, no subject, or without the admin group. */
export const badAdminClaims = fc.constantFrom<Record<string, unknown> | undefined>(
  undefined,
  {},
  { sub: 42, 'cognito:groups': '[admin]' },
  { sub: 'shopper' },
  { sub: 'shopper', 'cognito:groups': '[shoppers]' },
  { sub: 'shopper', 'cognito:groups': ['Admin'] },
  { sub: 'shopper', 'cognito:groups': 'administrators' },
  { sub: 'shopper', 'cognito:groups': '' },
  { sub: 'shopper', 'cognito:groups': '[admins editors]' },
);

/**
 * Path segments no route can take, as they travel on the wire: malformed percent-encoding, NUL bytes
 * (raw and encoded) and overlong segments, alone or around ordinary text.
 */
export const malformedPathSegment: fc.Arbitrary<string> = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9-]{0,6}$/),
    fc.oneof(
      fc.constantFrom('%', '%E0%A4%A', '%zz', '%C3%28', '%ED%A0%80', '%F8%88%80%80%80', '%E0%80', '%%', '%0', '%u0041'),
      fc.constantFrom('%00', '\u0000', 'a%00b'),
      fc.integer({ min: 201, max: 3000 }).map((n) => 'x'.repeat(n)),
      fc.integer({ min: 201, max: 400 }).map((n) => '%E2%82%AC'.repeat(n)),
    ),
    fc.stringMatching(/^([g-z][a-z0-9-]{0,5})?$/), // starts with a non-hex letter: never completes an escape
  )
  .map(([a, bad, b]) => `${a}${bad}${b}`);
