/**
 * Toast and loading-indicator state shared by services (HTTP helper) and injected machine
 * actions; the ui components subscribe to it. Kept outside React so a service can raise a toast.
 */
export const TOAST_DEFAULT_MS = 3000;
export const TOAST_MIN_MS = 300;

export interface ToastState {
  readonly id: number;
  readonly message: string;
  readonly durationMs: number;
}

export interface FeedbackState {
  readonly toast: ToastState | null;
  readonly loading: string | null;
}

type Listener = () => void;

let state: FeedbackState = { toast: null, loading: null };
let nextId = 1;
let loadingCount = 0;
let toastTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<Listener>();

function set(next: FeedbackState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

export const feedback = {
  getState: (): FeedbackState => state,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Shows a toast for `durationMs` (3 s default, never less than 300 ms: §9). */
  toast(message: string, durationMs: number = TOAST_DEFAULT_MS): void {
    if (message.trim() === '') return;
    const ms = Math.max(TOAST_MIN_MS, durationMs);
    const toast: ToastState = { id: nextId++, message, durationMs: ms };
    clearTimeout(toastTimer);
    toastTimer = setTimeout(() => {
      if (state.toast?.id === toast.id) set({ ...state, toast: null });
    }, ms);
    set({ ...state, toast });
  },
  dismissToast(): void {
    clearTimeout(toastTimer);
    set({ ...state, toast: null });
  },
  /** Shows the loading indicator; the returned function hides it (nested calls are counted). */
  loading(message: string): () => void {
    loadingCount += 1;
    set({ ...state, loading: message });
    let done = false;
    return () => {
      if (done) return;
      done = true;
      loadingCount -= 1;
      if (loadingCount === 0) set({ ...state, loading: null });
    };
  },
  /** Tests only: back to a blank slate between cases. */
  reset(): void {
    clearTimeout(toastTimer);
    loadingCount = 0;
    set({ toast: null, loading: null });
  },
};
