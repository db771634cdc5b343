import * as v from 'valibot';

/** Servers send ids, codes and flags as numbers or strings: both become strings. */
export const str = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform((value) => String(value)),
);
/** A missing or null text field reads as ''. */
export const optStr = v.nullish(str, '');
/** A missing or null list reads as []. */
export const list = <T extends v.GenericSchema>(item: T) => v.nullish(v.array(item), []);
export const none = v.unknown();
/** §3 detail rows (loan details, the loan offer, the extension): a label and its value as sent. */
export const DetailLine = v.object({ text: optStr, value: optStr });
