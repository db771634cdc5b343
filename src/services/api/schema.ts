import * as v from 'valibot';

/** Servers send ids, codes and flags as numbers or strings: both become strings. */
export const str = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform((value) => String(value)),
);
export const optStr = v.optional(v.nullable(str), '');
export const list = <T extends v.GenericSchema>(item: T) => v.optional(v.nullable(v.array(item)), []);
export const none = v.unknown();
