/**
 * A query value as the screens read it: absent is '', and spaces around a value are not part of
 * it (an id pasted into a link with a space is still that id).
 */
export const queryText = (query: URLSearchParams, name: string): string => (query.get(name) ?? '').trim();
