import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ROUTES } from '@/routes';
import { stepsOf, unpackSim, walk, walkQuery, type SimEdge, type SimFile, type SimIndexEntry, type SimMachine } from './simulation';
// Inline: the build's route lists (scripts/lib/routePreload.ts) load the stylesheets of screens only.
import styles from './gallery.css?inline';

/**
 * The statechart gallery (`/statecharts`, dev and demo builds only; issue 21): every machine with
 * its purpose, and for one of them its diagram with the current state lit up, what the state
 * accepts (a refused event disabled with the guard's words), a request's sample answers and a
 * network error, time passing, the steps taken with Back and Reset, and an address that replays
 * them. The pictures and the simulations are the generated files of docs/statecharts, each loaded
 * only when its machine is chosen: the gallery carries no machine code and no diagram renderer.
 */
const SIMULATIONS = import.meta.glob<SimFile>(['/docs/statecharts/simulation/*.json', '!**/index.json'], { import: 'default' });
const PICTURES = import.meta.glob<string>('/docs/statecharts/*.svg', { query: '?raw', import: 'default' });
const loadIndex = () => import('../../docs/statecharts/simulation/index.json').then((module) => module.default as SimIndexEntry[]);

type Loaded<T> = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; value: T };

/** Loads once per key; a failure is shown, never swallowed. */
function useLoaded<T>(key: string, load: () => Promise<T>): Loaded<T> {
  const [loaded, setLoaded] = useState<{ key: string; value: Loaded<T> }>({ key, value: { state: 'loading' } });
  useEffect(() => {
    let live = true;
    load().then(
      (value) => live && setLoaded({ key, value: { state: 'ready', value } }),
      (error: unknown) => live && setLoaded({ key, value: { state: 'failed', message: error instanceof Error ? error.message : String(error) } }),
    );
    return () => {
      live = false;
    };
    // `load` is derived from `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return loaded.key === key ? loaded.value : { state: 'loading' };
}

function MachineList() {
  const index = useLoaded('index', loadIndex);
  if (index.state === 'loading') return <p role="status">Loading the machines…</p>;
  if (index.state === 'failed') return <p role="alert">The list could not load: {index.message}</p>;
  return (
    <ul className="sim-list">
      {index.value.map((entry) => (
        <li key={entry.name}>
          <Link to={walkQuery(entry.name, 0, [])}>
            <strong>{entry.name}</strong>
            <span>{entry.purpose}</span>
            <small>
              {entry.states} states reachable, {entry.events} events offered, {entry.transitions.reachable} of {entry.transitions.total} transitions
            </small>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The machine's SVG with the current state's boxes lit up and scrolled into view. */
function Diagram({ machine, boxes, around }: { machine: string; boxes: readonly string[]; around: readonly string[] }) {
  const file = `/docs/statecharts/${machine}.svg`;
  const picture = useLoaded(file, () => (PICTURES[file] ? PICTURES[file]() : Promise.reject(new Error(`no diagram ${file}`))));
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const root = box.current;
    if (!root || picture.state !== 'ready') return;
    const lit = new Set(boxes);
    const outlined = new Set(around);
    let first: Element | undefined;
    // Mermaid names a state's group `<diagram>-state-<id>-<n>`.
    for (const element of root.querySelectorAll('[id*="-state-"]')) {
      const id = /^[^-]+-state-(.+)-\d+$/.exec(element.id)?.[1];
      element.classList.toggle('sim-current', id !== undefined && lit.has(id));
      element.classList.toggle('sim-around', id !== undefined && outlined.has(id));
      if (id !== undefined && lit.has(id) && !first) first = element;
    }
    // The diagram's own scroll only: the page stays where the reviewer is.
    if (first) {
      const at = first.getBoundingClientRect();
      const view = root.getBoundingClientRect();
      root.scrollTo?.({ left: root.scrollLeft + at.left - view.left - (view.width - at.width) / 2, top: root.scrollTop + at.top - view.top - (view.height - at.height) / 2 });
    }
  }, [picture, boxes, around]);
  if (picture.state === 'loading') return <p role="status">Loading the diagram…</p>;
  if (picture.state === 'failed') return <p role="alert">The diagram could not load: {picture.message}</p>;
  return <div ref={box} className="sim-diagram" aria-label={`Diagram of ${machine}`} role="img" dangerouslySetInnerHTML={{ __html: picture.value }} />;
}

const GROUPS: { kind: SimEdge['kind']; title: string }[] = [
  { kind: 'user', title: 'The user' },
  { kind: 'answer', title: 'The server answers' },
  { kind: 'time', title: 'Time' },
];

function Simulator({ sim, start, keys, go }: { sim: SimMachine; start: number; keys: string[]; go: (start: number, keys: string[]) => void }) {
  const state = useMemo(() => walk(sim, start, keys), [sim, start, keys]);
  const node = sim.nodes[state.node]!;
  const taken = state.steps.map((step) => step.edge.key);
  const address = `${window.location.origin}${window.location.pathname}${walkQuery(sim.name, state.start, taken)}`;
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(address).then(() => setCopied(true), () => setCopied(false));
  };
  const opening = sim.starts[state.start]!;
  return (
    <div className="sim-machine">
      <p>{sim.purpose}</p>
      {sim.demo && (
        <p>
          <a href={`${sim.demo}${sim.demo.includes('?') ? '&' : '?'}isNeedPop=1`}>Open the real screen (demo)</a>
        </p>
      )}
      {sim.starts.length > 1 && (
        <label className="sim-start">
          Start
          <select value={state.start} onChange={(event) => go(Number(event.target.value), [])}>
            {sim.starts.map((option, index) => (
              <option key={option.name} value={index}>
                {option.name}
              </option>
            ))}
          </select>
        </label>
      )}
      {state.unknown !== undefined && (
        <p role="alert" className="sim-warning">
          The shared address's step “{state.unknown}” is not possible here (the machine changed since it was shared): stopped after {state.steps.length} steps.
        </p>
      )}
      <section className="sim-now" aria-labelledby="sim-now">
        <h2 id="sim-now">Now</h2>
        <dl>
          <dt>Current state</dt>
          <dd data-testid="sim-state">{node.leaves.join(', ')}</dd>
          <dt>The screen shows</dt>
          <dd>{node.screen}</dd>
        </dl>
        {node.final && <p>The flow has ended here.</p>}
      </section>
      {GROUPS.map(({ kind, title }) => {
        const edges = node.edges.filter((edge) => edge.kind === kind);
        if (edges.length === 0) return null;
        return (
          <section key={kind} className="sim-group" aria-label={title}>
            <h2>{title}</h2>
            <ul>
              {edges.map((edge) => {
                const why = `sim-why-${edge.key}`;
                return (
                  <li key={edge.key}>
                    <button type="button" disabled={edge.to === null} aria-describedby={edge.to === null ? why : undefined} onClick={() => go(state.start, [...taken, edge.key])}>
                      {edge.label}
                      {/* Sample answers in the same words are told apart by their data, shown below. */}
                      {edges.filter((other) => other.label === edge.label).length > 1 && ` (sample ${edges.filter((other) => other.label === edge.label).indexOf(edge) + 1})`}
                    </button>
                    {edge.detail && <code>{edge.detail}</code>}
                    {edge.to === null ? (
                      <small id={why}>{edge.why}</small>
                    ) : (
                      edge.effects.length > 0 && <small>→ {edge.effects.join('; ')}</small>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
      <section className="sim-history" aria-labelledby="sim-history">
        <h2 id="sim-history">Steps</h2>
        <ol>
          <li>
            Opens ({opening.name}){opening.opens.length > 0 && ` → ${opening.opens.join('; ')}`}
          </li>
          {state.steps.map((step, index) => (
            <li key={index}>
              {step.edge.label}
              {step.edge.effects.length > 0 && ` → ${step.edge.effects.join('; ')}`} ⇒ <em>{sim.nodes[step.node]!.leaves.join(', ')}</em>
            </li>
          ))}
        </ol>
        <div className="sim-bar">
          <button type="button" disabled={taken.length === 0} onClick={() => go(state.start, taken.slice(0, -1))}>
            Back a step
          </button>
          <button type="button" disabled={taken.length === 0 && state.start === 0} onClick={() => go(0, [])}>
            Reset
          </button>
          <button type="button" onClick={copy}>
            {copied ? 'Address copied' : 'Copy the address'}
          </button>
        </div>
        <label className="sim-address">
          Address of these steps
          <input readOnly value={address} onFocus={(event) => event.target.select()} />
        </label>
      </section>
      <Diagram machine={sim.machine} boxes={node.boxes} around={node.around} />
    </div>
  );
}

function MachineView({ name, start, keys, go }: { name: string; start: number; keys: string[]; go: (start: number, keys: string[]) => void }) {
  const file = `/docs/statecharts/simulation/${name}.json`;
  const sim = useLoaded(file, () => (SIMULATIONS[file] ? SIMULATIONS[file]().then(unpackSim) : Promise.reject(new Error(`no machine named “${name}”`))));
  if (sim.state === 'loading') return <p role="status">Loading {name}…</p>;
  if (sim.state === 'failed') return <p role="alert">{sim.message}</p>;
  return <Simulator sim={sim.value} start={start} keys={keys} go={go} />;
}

export default function Gallery() {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const name = query.get('machine');
  const start = Number(query.get('start') ?? 0) || 0;
  const keys = useMemo(() => stepsOf(query), [query]);
  useEffect(() => {
    document.title = name ? `Statechart: ${name}` : 'Statecharts';
  }, [name]);
  const go = (nextStart: number, nextKeys: string[]) => {
    if (name) void navigate(walkQuery(name, nextStart, nextKeys), { replace: true });
  };
  return (
    <main className="sim-page">
      <style>{styles}</style>
      <header className="sim-header">
        {name ? <Link to="/statecharts">All machines</Link> : <Link to={ROUTES.testPreview}>Test page</Link>}
        <h1>{name ? `Statechart: ${name}` : 'Statecharts'}</h1>
      </header>
      {name ? <MachineView key={name} name={name} start={start} keys={keys} go={go} /> : <MachineList />}
    </main>
  );
}
