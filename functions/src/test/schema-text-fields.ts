import type * as z from '@crystal/shared/zod';

type Def = {
  type: string;
  shape?: Record<string, z.ZodMiniType>;
  innerType?: z.ZodMiniType;
  element?: z.ZodMiniType;
  in?: z.ZodMiniType;
  out?: z.ZodMiniType;
  options?: z.ZodMiniType[];
  left?: z.ZodMiniType;
  right?: z.ZodMiniType;
  valueType?: z.ZodMiniType;
  items?: z.ZodMiniType[];
  getter?: () => z.ZodMiniType;
};

const defOf = (schema: z.ZodMiniType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/**
 * Every place a schema takes a string, as a dotted path (`shippingAddress.street`, `lines.*.description`;
 * a record's values are `?`): the text fields a route's body or query can carry, read from the schema
 * itself, so a field added to a schema is a field the hostile-text fuzz must reach. Enums and literals
 * count too (a control character in them must be refused like anywhere else).
 */
export function schemaTextFields(schema: z.ZodMiniType | undefined): string[] {
  const out = new Set<string>();
  const seen = new Set<z.ZodMiniType>();
  const walk = (s: z.ZodMiniType | undefined, path: string[]) => {
    if (!s || seen.has(s)) return;
    const def = defOf(s);
    switch (def.type) {
      case 'string':
      case 'enum':
      case 'literal':
      case 'template_literal':
        if (def.type !== 'literal' || typeof (s as unknown as { _zod: { def: { values: unknown[] } } })._zod.def.values[0] === 'string') out.add(path.join('.'));
        return;
      case 'object':
        for (const [key, child] of Object.entries(def.shape ?? {})) walk(child, [...path, key]);
        return;
      case 'array':
        walk(def.element, [...path, '*']);
        return;
      case 'record':
        walk(def.valueType, [...path, '?']);
        return;
      case 'tuple':
        (def.items ?? []).forEach((item, i) => walk(item, [...path, String(i)]));
        return;
      case 'pipe':
        // What the request carries is the pipe's input (a transform's output is not sent).
        walk(def.in, path);
        return;
      case 'union':
        for (const option of def.options ?? []) walk(option, path);
        return;
      case 'intersection':
        walk(def.left, path);
        walk(def.right, path);
        return;
      case 'lazy':
        seen.add(s);
        walk(def.getter?.(), path);
        return;
      default:
        // optional, nullable, default, prefault, catch, readonly, nonoptional: the wrapped schema.
        if (def.innerType) walk(def.innerType, path);
    }
  };
  walk(schema, []);
  return [...out].sort();
}

/** A concrete leaf path (`lines.0.description`) in the schema's spelling (`lines.*.description`). */
export function asSchemaPath(path: (string | number)[]): string {
  return path.map((p) => (typeof p === 'number' ? '*' : p)).join('.');
}
