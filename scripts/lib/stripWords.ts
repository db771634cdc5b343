/**
 * Leaves the product's words out of the built app (issue 21): every state's `description`, each
 * machine's `meta` (its `meta.words`), the `machineWords(...)` declarations and the `*_WORDS`
 * tables under machines/.
 * They are documentation for the diagrams, the test plans and the gallery, read from the source by
 * the scripts and the tests (this plugin applies to `vite build` only); on a phone they would be
 * some 2 KiB gzip per page that no one reads. The build fails when a machine file holds a
 * description that is not a plain string, rather than shipping code in its place.
 */
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const keyName = (property: Node) => {
  const key = property.key as Node | undefined;
  return key?.type === 'Identifier' ? (key.name as string) : key?.type === 'Literal' ? String(key.value) : undefined;
};

const isWordsCall = (node: Node | null | undefined) =>
  node?.type === 'CallExpression' && (node.callee as Node).type === 'Identifier' && (node.callee as Node).name === 'machineWords';

/** A shared words table by its name (`LOAD_WORDS`, `APPLY_WORDS`): machines/shared/words.ts's convention. */
const isWordsTable = (declarator: Node) => {
  const id = declarator.id as Node;
  return id.type === 'Identifier' && /_WORDS$/.test(id.name as string) && (declarator.init as Node).type === 'ObjectExpression';
};

/** Every node below `node`, depth first. */
function* walk(node: unknown): Generator<Node> {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) yield* walk(child);
    return;
  }
  const typed = node as Node;
  if (typeof typed.type === 'string') yield typed;
  for (const [key, value] of Object.entries(typed)) if (key !== 'type' && value && typeof value === 'object') yield* walk(value);
}

/** The removal span of an object property: it and the comma after it. */
function propertySpan(code: string, property: Node): [number, number] {
  let end = property.end;
  while (end < code.length && /\s/.test(code[end]!)) end += 1;
  if (code[end] === ',') end += 1;
  return [property.start, end];
}

export function stripWords(): Plugin {
  return {
    name: 'loan-h5:strip-words',
    apply: 'build',
    // After the TypeScript is JavaScript, so the parser reads it.
    enforce: 'post',
    transform(code, id) {
      if (!/\/machines\/.+\.[cm]?[jt]s$/.test(id.split('?')[0]!)) return null;
      // A words table is stripped wherever it stands, also in a file with no description or meta
      // (machines/shared/orderSwitch.ts): one left behind that spreads a stripped one
      // (`...LOAD_WORDS.actions`) would read a property of undefined when its chunk loads.
      if (!/description|meta|machineWords|_WORDS\b/.test(code)) return null;
      const ast = this.parse(code) as unknown as Node;
      const out = new MagicString(code);
      let changed = false;
      for (const node of walk(ast)) {
        if (node.type === 'Property') {
          const name = keyName(node);
          const value = node.value as Node;
          if (name === 'description') {
            if (value.type !== 'Literal' && value.type !== 'TemplateLiteral') {
              throw new Error(`${id}: a description must be a plain string (scripts/lib/stripWords.ts leaves it out of the build)`);
            }
            out.remove(...propertySpan(code, node));
            changed = true;
          } else if (name === 'meta' && value.type === 'ObjectExpression') {
            out.remove(...propertySpan(code, node));
            changed = true;
          }
        } else if (node.type === 'VariableDeclarator' && node.init && (isWordsCall(node.init as Node) || isWordsTable(node))) {
          // `const xWords = machineWords({...})`, `const LOAD_WORDS = {...}`: nothing in the app
          // reads them once `meta` is gone, and a table spreading another is not dropped unread.
          out.overwrite((node.init as Node).start, (node.init as Node).end, 'undefined');
          changed = true;
        }
      }
      return changed ? { code: out.toString(), map: out.generateMap({ hires: true }) } : null;
    },
  };
}
