/**
 * Holds a build to the oldest engines we support (scripts/lib/webviews.json, docs/webviews.md):
 * the build lowers syntax to its target but adds no polyfill, so a newer built-in called from our
 * code or a library (Object.hasOwn, Array.prototype.at...) would throw on an old WebView while
 * every test in today's Chromium passes. Each chunk is parsed (espree, the newest syntax) and
 * every node that needs an engine newer than the target is reported with its file and place.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as espree from 'espree';

/**
 * Syntax and built-ins newer than Chrome 80 / Safari 14 (what ES2020 left behind), with the first
 * version of each engine that has them (MDN's compatibility data). The target must be at or above
 * both numbers for a use to pass.
 */
const FEATURES = [
  { name: 'class static block', chrome: 94, safari: 16.4, test: (n) => n.type === 'StaticBlock' },
  { name: 'private field `#x in obj`', chrome: 91, safari: 15, test: (n) => n.type === 'BinaryExpression' && n.operator === 'in' && n.left.type === 'PrivateIdentifier' },
  { name: 'private method', chrome: 84, safari: 15, test: (n) => n.type === 'MethodDefinition' && n.key.type === 'PrivateIdentifier' },
  { name: 'class field', chrome: 74, safari: 14.1, test: (n) => n.type === 'PropertyDefinition' },
  { name: 'logical assignment', chrome: 85, safari: 14, test: (n) => n.type === 'AssignmentExpression' && ['&&=', '||=', '??='].includes(n.operator) },
  { name: 'RegExp lookbehind', chrome: 62, safari: 16.4, test: (n) => n.regex !== undefined && /\(\?<[=!]/.test(n.regex.pattern) },
  { name: 'RegExp flag d', chrome: 90, safari: 15, test: (n) => n.regex?.flags.includes('d') === true },
  { name: 'RegExp flag v', chrome: 112, safari: 17, test: (n) => n.regex?.flags.includes('v') === true },
  { name: 'Object.hasOwn', chrome: 93, safari: 15.4, test: (n) => isMember(n, 'Object', 'hasOwn') },
  { name: 'Object.groupBy', chrome: 117, safari: 17.4, test: (n) => isMember(n, 'Object', 'groupBy') },
  { name: 'structuredClone', chrome: 98, safari: 15.4, test: (n) => n.type === 'CallExpression' && n.callee.type === 'Identifier' && n.callee.name === 'structuredClone' },
  { name: 'Array.prototype.at', chrome: 92, safari: 15.4, test: (n) => isMethodCall(n, 'at') },
  { name: 'Array.prototype.findLast', chrome: 97, safari: 15.4, test: (n) => isMethodCall(n, 'findLast') || isMethodCall(n, 'findLastIndex') },
  { name: 'Array.prototype.toSorted', chrome: 110, safari: 16, test: (n) => ['toSorted', 'toReversed', 'toSpliced'].some((m) => isMethodCall(n, m)) },
  { name: 'crypto.randomUUID', chrome: 92, safari: 15.4, test: (n) => isMethodCall(n, 'randomUUID') },
  { name: 'AbortSignal.timeout', chrome: 103, safari: 16, test: (n) => isMember(n, 'AbortSignal', 'timeout') },
  { name: 'AbortSignal.any', chrome: 116, safari: 17.4, test: (n) => isMember(n, 'AbortSignal', 'any') },
  { name: 'URL.canParse', chrome: 120, safari: 17, test: (n) => isMember(n, 'URL', 'canParse') },
  { name: 'Promise.withResolvers', chrome: 119, safari: 17.4, test: (n) => isMember(n, 'Promise', 'withResolvers') },
  { name: 'Array.fromAsync', chrome: 121, safari: 16.4, test: (n) => isMember(n, 'Array', 'fromAsync') },
  { name: 'String.prototype.replaceAll', chrome: 85, safari: 13.1, test: (n) => isMethodCall(n, 'replaceAll') },
];

function isMember(node, object, property) {
  return (
    node.type === 'MemberExpression' &&
    node.object.type === 'Identifier' &&
    node.object.name === object &&
    !node.computed &&
    node.property.type === 'Identifier' &&
    node.property.name === property
  );
}

function isMethodCall(node, method) {
  const callee = node.type === 'CallExpression' ? node.callee : null;
  const member = callee?.type === 'ChainExpression' ? callee.expression : callee;
  return member?.type === 'MemberExpression' && !member.computed && member.property.type === 'Identifier' && member.property.name === method;
}

/**
 * Top-level await: an await outside every function (Chrome 89, Safari 15), told apart from the
 * awaits inside async functions by the walk's depth of function scopes.
 */
const TOP_LEVEL_AWAIT = { name: 'top-level await', chrome: 89, safari: 15 };
const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

function walk(node, visit, functionDepth = 0) {
  if (node === null || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit, functionDepth);
    return;
  }
  if (typeof node.type !== 'string') return;
  visit(node, functionDepth);
  const depth = FUNCTIONS.has(node.type) ? functionDepth + 1 : functionDepth;
  for (const [key, child] of Object.entries(node)) {
    if (key !== 'parent' && child !== null && typeof child === 'object') walk(child, visit, depth);
  }
}

const tooNew = (feature, target) => feature.chrome > target.chrome || feature.safari > target.safari;

/** Every use, in a JavaScript source, of a feature newer than the target: `name (place): excerpt`. */
export function compatFindings(source, target, file = 'source', sourceType = 'module') {
  const ast = espree.parse(source, { ecmaVersion: 'latest', sourceType, loc: true });
  const findings = [];
  const report = (feature, node) => {
    const excerpt = source.slice(node.start, Math.min(node.end, node.start + 60)).replace(/\s+/g, ' ');
    findings.push(`${file}:${node.loc.start.line}:${node.loc.start.column}: ${feature.name} (Chrome ${feature.chrome}, Safari ${feature.safari}): ${excerpt}`);
  };
  const active = FEATURES.filter((f) => tooNew(f, target));
  walk(ast, (node, depth) => {
    for (const feature of active) if (feature.test(node)) report(feature, node);
    if (node.type === 'AwaitExpression' && depth === 0 && tooNew(TOP_LEVEL_AWAIT, target)) report(TOP_LEVEL_AWAIT, node);
  });
  return findings;
}

/**
 * compatFindings over a build: every chunk of its assets, and the inline scripts of its HTML files
 * (the early request and the prerendered pages' market script run before any chunk).
 */
export function compatOfBuild(dir, target) {
  const assets = path.join(dir, 'assets');
  const chunks = readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .flatMap((name) => compatFindings(readFileSync(path.join(assets, name), 'utf8'), target, `assets/${name}`));
  const inline = readdirSync(dir)
    .filter((name) => name.endsWith('.html'))
    .flatMap((name) =>
      [...readFileSync(path.join(dir, name), 'utf8').matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)].flatMap(([, attributes, body], index) =>
        /type="(?!module)[^"]*"/.test(attributes) ? [] : compatFindings(body, target, `${name} inline script ${index + 1}`, /type="module"/.test(attributes) ? 'module' : 'script'),
      ),
    );
  return [...chunks, ...inline];
}

export const FEATURE_NAMES = [...FEATURES.map((f) => f.name), TOP_LEVEL_AWAIT.name];
