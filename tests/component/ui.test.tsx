import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { feedback } from '@/services/feedback';
import {
  applyBrand,
  BottomSheet,
  Button,
  Checkbox,
  Dialog,
  EmptyView,
  ErrorView,
  LoadingHost,
  LoadingView,
  StarRating,
  Tabs,
  TextareaCounter,
  ToastHost,
} from '@/ui';
import { placeToast, TOAST_EDGE, TOAST_GAP } from '@/ui/toastPlacement';

describe('ToastHost', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a toast for 3 s by default', () => {
    render(<ToastHost />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();

    act(() => feedback.toast('Submitted successfully!'));
    expect(region).toHaveTextContent('Submitted successfully!');

    act(() => vi.advanceTimersByTime(2999));
    expect(region).toHaveTextContent('Submitted successfully!');
    act(() => vi.advanceTimersByTime(1));
    expect(region).toBeEmptyDOMElement();
  });

  it('keeps a 100 ms toast for the 300 ms minimum', () => {
    render(<ToastHost />);
    act(() => feedback.toast('saving...', 100));
    act(() => vi.advanceTimersByTime(299));
    expect(screen.getByRole('status')).toHaveTextContent('saving...');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('replaces the current toast with a newer one', () => {
    render(<ToastHost />);
    act(() => feedback.toast('first'));
    act(() => vi.advanceTimersByTime(2000));
    act(() => feedback.toast('second'));
    expect(screen.getByRole('status')).toHaveTextContent(/^second$/);
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByRole('status')).toHaveTextContent('second');
  });
});

/**
 * Issue 19 §6: a toast must not cover the field the user is typing in. jsdom lays nothing out, so
 * the phone's layout is given: a 390x844 viewport (the visual viewport, which the on-screen keyboard
 * shrinks), a toast 40 px tall, and the focused input where the test puts it. What is checked is
 * where the toast lands against the input, in the coordinates `position: fixed` uses.
 */
describe('ToastHost placement', () => {
  const TOAST_HEIGHT = 40;
  let inputBox = { top: 0, bottom: 0 };
  let viewport: EventTarget & { offsetTop: number; height: number };

  beforeEach(() => {
    vi.useFakeTimers();
    viewport = Object.assign(new EventTarget(), { offsetTop: 0, height: 844, width: 390, offsetLeft: 0, pageTop: 0, pageLeft: 0, scale: 1 });
    vi.stubGlobal('visualViewport', viewport);
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const box = this.classList.contains('ui-toast-region') ? { top: 0, bottom: TOAST_HEIGHT } : this.tagName === 'INPUT' ? inputBox : { top: 0, bottom: 0 };
      return { ...box, left: 0, right: 390, width: 390, height: box.bottom - box.top, x: 0, y: box.top, toJSON: () => box } as DOMRect;
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  function page() {
    render(
      <>
        <label>
          Phone <input />
        </label>
        <ToastHost />
      </>,
    );
    return { input: screen.getByRole('textbox', { name: 'Phone' }), region: screen.getByRole('status') };
  }
  /** The page with the input at `box` focused, and a toast shown; returns the toast region. */
  function toastBeside(box: { top: number; bottom: number }) {
    const { input, region } = page();
    inputBox = box;
    input.focus();
    act(() => feedback.toast('Please provide complete information!'));
    return region;
  }
  /** Where the toast is drawn: its top from the region's style, its height the toast's. */
  const toastBox = (region: HTMLElement) => {
    const top = Number.parseFloat(region.style.top);
    return { top, bottom: top + TOAST_HEIGHT };
  };
  const overlaps = (a: { top: number; bottom: number }, b: { top: number; bottom: number }) => a.top < b.bottom && b.top < a.bottom;

  it('is centred when nothing is focused, as before', () => {
    const { region } = page();
    act(() => feedback.toast('Please provide complete information!'));
    expect(region).toHaveAttribute('data-place', 'center');
    expect(toastBox(region)).toEqual({ top: 402, bottom: 442 });
  });

  it('goes to the top of the screen when the focused input sits where it would be', () => {
    const region = toastBeside({ top: 400, bottom: 444 });
    expect(region).toHaveTextContent('Please provide complete information!');
    expect(region).toHaveAttribute('data-place', 'top');
    expect(toastBox(region)).toEqual({ top: 16, bottom: 56 });
    expect(overlaps(toastBox(region), inputBox)).toBe(false);
  });

  it('goes to the bottom when the focused input is at the top', () => {
    const region = toastBeside({ top: 20, bottom: 64 });
    expect(region).toHaveAttribute('data-place', 'bottom');
    expect(toastBox(region)).toEqual({ top: 788, bottom: 828 });
    expect(overlaps(toastBox(region), inputBox)).toBe(false);
  });

  it('stays in what the keyboard leaves visible, clear of the input, as the keyboard opens', () => {
    const region = toastBeside({ top: 600, bottom: 644 });
    expect(toastBox(region)).toEqual({ top: 16, bottom: 56 });
    // The keyboard takes the lower half; the browser scrolls the visual viewport to keep the input in view.
    viewport.height = 420;
    viewport.offsetTop = 260;
    act(() => {
      viewport.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(20);
    });
    const box = toastBox(region);
    expect(box).toEqual({ top: 276, bottom: 316 });
    expect(box.top).toBeGreaterThanOrEqual(viewport.offsetTop);
    expect(box.bottom).toBeLessThanOrEqual(viewport.offsetTop + viewport.height);
    expect(overlaps(box, inputBox)).toBe(false);
  });

  it('moves off an input that is focused while it shows, and back to the centre when it is left', () => {
    const { input, region } = page();
    inputBox = { top: 380, bottom: 460 };
    act(() => feedback.toast('Submitted successfully!'));
    expect(region).toHaveAttribute('data-place', 'center');
    expect(overlaps(toastBox(region), inputBox)).toBe(true);
    act(() => {
      input.focus();
      vi.advanceTimersByTime(20);
    });
    expect(region).toHaveAttribute('data-place', 'top');
    expect(overlaps(toastBox(region), inputBox)).toBe(false);
    act(() => {
      input.blur();
      vi.advanceTimersByTime(20);
    });
    expect(region).toHaveAttribute('data-place', 'center');
    // Gone: the region forgets its place.
    act(() => vi.advanceTimersByTime(3000));
    expect(region).toBeEmptyDOMElement();
    expect(region).not.toHaveAttribute('data-place');
    expect(region.style.top).toBe('');
  });

  it('does not count a focused button as an input', () => {
    render(
      <>
        <button type="button">Send</button>
        <ToastHost />
      </>,
    );
    inputBox = { top: 400, bottom: 444 };
    screen.getByRole('button', { name: 'Send' }).focus();
    act(() => feedback.toast('Submitted successfully!'));
    expect(screen.getByRole('status')).toHaveAttribute('data-place', 'center');
  });
});

describe('placeToast', () => {
  const view = { top: 0, bottom: 800 };
  it('prefers the centre with nothing to avoid, then the top, then the bottom, else covers least', () => {
    expect(placeToast(view, 40, null)).toEqual({ place: 'center', top: 380 });
    expect(placeToast(view, 40, { top: 360, bottom: 420 })).toEqual({ place: 'top', top: TOAST_EDGE });
    expect(placeToast(view, 40, { top: 10, bottom: 60 })).toEqual({ place: 'bottom', top: 800 - TOAST_EDGE - 40 });
    // An input taller than the screen: no place is clear, the one covering least wins.
    expect(placeToast(view, 40, { top: 0, bottom: 760 }).place).toBe('bottom');
    // Keeps a gap: an input just below the top place still pushes it.
    expect(placeToast(view, 40, { top: TOAST_EDGE + 40 + TOAST_GAP - 1, bottom: 700 }).place).toBe('bottom');
    // An input scrolled out of sight is not in the way.
    expect(placeToast(view, 40, { top: 900, bottom: 944 })).toEqual({ place: 'center', top: 380 });
  });
});

describe('LoadingHost', () => {
  it('shows the loading message while it is set', () => {
    render(<LoadingHost />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    let hide = () => {};
    act(() => {
      hide = feedback.loading('uploading...');
    });
    const overlay = screen.getByRole('alert');
    expect(overlay).toHaveAttribute('aria-busy', 'true');
    expect(overlay).toHaveTextContent('uploading...');

    act(() => hide());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('falls back to the common loading text for an empty message', () => {
    render(<LoadingHost />);
    act(() => {
      feedback.loading('');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('loading...');
  });
});

describe('Dialog', () => {
  function Harness({ dismissible, onClose }: { dismissible: boolean; onClose: () => void }) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Rate us
        </button>
        <Dialog
          open={open}
          title="Puas dengan pengajuan Anda?"
          dismissible={dismissible}
          onClose={() => {
            onClose();
            setOpen(false);
          }}
          actions={
            <>
              <Button variant="secondary" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button>Send</Button>
            </>
          }
        >
          <p>Tell us how we did</p>
        </Dialog>
      </>
    );
  }

  it('renders nothing while closed', () => {
    render(<Dialog open={false} title="Hidden" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens as a named modal, moves focus in, and gives it back on close', async () => {
    const user = userEvent.setup();
    render(<Harness dismissible={false} onClose={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Rate us' }));

    const dialog = screen.getByRole('dialog', { name: 'Puas dengan pengajuan Anda?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(within(dialog).getByText('Tell us how we did')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rate us' })).toHaveFocus();
  });

  it('ignores Escape and the backdrop when not dismissible', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness dismissible={false} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Rate us' }));

    await user.keyboard('{Escape}');
    await user.click(document.querySelector('.ui-backdrop') as HTMLElement);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes on Escape when dismissible', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness dismissible onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Rate us' }));

    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a backdrop tap when dismissible', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness dismissible onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Rate us' }));

    await user.click(document.querySelector('.ui-backdrop') as HTMLElement);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Harness dismissible={false} onClose={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Rate us' }));

    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
  });

  it('locks page scroll while open', () => {
    const { rerender } = render(<Dialog open title="Locked" />);
    expect(document.body.style.overflow).toBe('hidden');
    rerender(<Dialog open={false} title="Locked" />);
    expect(document.body.style.overflow).toBe('');
  });
});

describe('BottomSheet', () => {
  const orders = Array.from({ length: 30 }, (_, i) => `Order ${i + 1}`);

  it('shows a titled sheet with its list and closes from its close button', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <BottomSheet open title="All orders" onClose={onClose}>
        <ul>
          {orders.map((order) => (
            <li key={order}>{order}</li>
          ))}
        </ul>
      </BottomSheet>,
    );
    const sheet = screen.getByRole('dialog', { name: 'All orders' });
    expect(within(sheet).getAllByRole('listitem')).toHaveLength(30);

    await user.click(within(sheet).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape by default, but not when it is not dismissible', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const { rerender } = render(<BottomSheet open title="All orders" onClose={onClose} />);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);

    rerender(<BottomSheet open title="All orders" onClose={onClose} dismissible={false} />);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('renders nothing while closed', () => {
    render(<BottomSheet open={false} title="All orders" onClose={vi.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('StarRating', () => {
  function Rated({ onChange, readOnly }: { onChange: (n: number) => void; readOnly?: boolean }) {
    const [value, setValue] = useState(readOnly ? 2 : 0);
    return (
      <StarRating
        value={value}
        readOnly={readOnly}
        onChange={(n) => {
          onChange(n);
          setValue(n);
        }}
      />
    );
  }

  const star = (n: number) => screen.getByRole('radio', { name: `${n} star` });
  const filled = () =>
    screen.getAllByRole('radio').filter((button) => button.classList.contains('ui-star--on')).length;

  it('fills the stars up to the tapped one and reports its value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Rated onChange={onChange} />);

    const group = screen.getByRole('radiogroup', { name: 'Rating' });
    expect(within(group).getAllByRole('radio')).toHaveLength(5);
    expect(filled()).toBe(0);

    await user.click(star(3));
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(filled()).toBe(3);
    expect(star(3)).toHaveAttribute('aria-checked', 'true');
    expect(star(4)).not.toHaveClass('ui-star--on');

    await user.click(star(1));
    expect(onChange).toHaveBeenLastCalledWith(1);
    expect(filled()).toBe(1);
    expect(star(3)).toHaveAttribute('aria-checked', 'false');
  });

  it('moves the choice with the arrow keys', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Rated onChange={onChange} />);
    await user.click(star(2));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(4);
    expect(star(4)).toHaveFocus();
    await user.keyboard('{End}');
    expect(filled()).toBe(5);
  });

  it('cannot be changed when read-only', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Rated onChange={onChange} readOnly />);
    await user.click(star(5));
    expect(onChange).not.toHaveBeenCalled();
    expect(filled()).toBe(2);
    expect(star(2)).toHaveAttribute('aria-checked', 'true');
  });
});

describe('Tabs', () => {
  function Bar({ tabs, onSelect }: { tabs: string[]; onSelect: (i: number) => void }) {
    const [selected, setSelected] = useState(0);
    return (
      <Tabs
        label="Complaints"
        tabs={tabs}
        selected={selected}
        onSelect={(i) => {
          onSelect(i);
          setSelected(i);
        }}
      />
    );
  }
  const five = ['All', 'Pending', 'Replied', 'Solved', 'Closed'];

  it('sizes every tab to a third of the bar when there are more than three', () => {
    render(<Bar tabs={five} onSelect={vi.fn()} />);
    const tabs = within(screen.getByRole('tablist', { name: 'Complaints' })).getAllByRole('tab');
    expect(tabs).toHaveLength(5);
    for (const tab of tabs) expect(parseFloat(tab.style.width)).toBeCloseTo(33.33, 1);
  });

  it('shares the bar when there are fewer than three', () => {
    render(<Bar tabs={['All', 'Pending']} onSelect={vi.fn()} />);
    for (const tab of screen.getAllByRole('tab')) expect(parseFloat(tab.style.width)).toBe(50);
  });

  it('selects the tapped tab', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Bar tabs={five} onSelect={onSelect} />);
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: 'Solved' }));
    expect(onSelect).toHaveBeenLastCalledWith(3);
    expect(screen.getByRole('tab', { name: 'Solved' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'false');
  });

  it('moves between tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Bar tabs={five} onSelect={onSelect} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'All' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(onSelect).toHaveBeenLastCalledWith(1);
    expect(screen.getByRole('tab', { name: 'Pending' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Closed' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('Button', () => {
  it('is disabled and busy while busy, keeping its label', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button busy onClick={onClick}>
        Submit
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Submit' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('fires when idle and does not submit forms by default', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button onClick={onClick}>Next</Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Next' });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('Checkbox', () => {
  it('toggles from its label and reports the new state', async () => {
    const user = userEvent.setup();
    function Agree({ onChange }: { onChange: (checked: boolean) => void }) {
      const [checked, setChecked] = useState(false);
      return (
        <Checkbox
          label="I agree to the loan terms"
          checked={checked}
          onChange={(next) => {
            onChange(next);
            setChecked(next);
          }}
        />
      );
    }
    const onChange = vi.fn();
    render(<Agree onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'I agree to the loan terms' });
    expect(box).not.toBeChecked();
    await user.click(screen.getByText('I agree to the loan terms'));
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(box).toBeChecked();
  });
});

describe('TextareaCounter', () => {
  function Description({ onChange }: { onChange: (value: string) => void }) {
    const [value, setValue] = useState('');
    return (
      <TextareaCounter
        label="Problem description"
        value={value}
        maxLength={200}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
    );
  }

  it('counts what is typed against the maximum', async () => {
    const user = userEvent.setup();
    render(<Description onChange={vi.fn()} />);
    const field = screen.getByRole('textbox', { name: 'Problem description' });
    expect(field).toHaveAccessibleDescription('0/200');
    await user.type(field, 'Late fee');
    expect(field).toHaveValue('Late fee');
    expect(screen.getByText('8/200')).toBeInTheDocument();
  });

  it('cuts input beyond the maximum (an IME or paste can get past maxlength)', () => {
    const onChange = vi.fn();
    render(<Description onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: 'Problem description' });
    fireEvent.change(field, { target: { value: 'x'.repeat(250) } });
    expect(onChange).toHaveBeenLastCalledWith('x'.repeat(200));
    expect(field).toHaveValue('x'.repeat(200));
    expect(screen.getByText('200/200')).toBeInTheDocument();
  });

  it('shows read-only content with its count', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <TextareaCounter
        label="Content"
        value="Refund please"
        maxLength={200}
        readOnly
        onChange={onChange}
      />,
    );
    const field = screen.getByRole('textbox', { name: 'Content' });
    expect(field).toHaveAttribute('readonly');
    await user.type(field, 'more');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('13/200')).toBeInTheDocument();
  });
});

describe('state views', () => {
  it('shows the loading text', () => {
    render(<LoadingView />);
    expect(screen.getByRole('status')).toHaveTextContent('loading...');
  });

  it('shows the default and a custom empty text', () => {
    const { rerender } = render(<EmptyView />);
    expect(screen.getByText('Nothing here yet')).toBeInTheDocument();
    rerender(<EmptyView text="No complaints" />);
    expect(screen.getByText('No complaints')).toBeInTheDocument();
  });

  it('shows the error and calls back on retry', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<ErrorView message="error" onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('error');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('offers no retry without a callback', () => {
    render(<ErrorView />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('applyBrand', () => {
  afterEach(() => document.documentElement.removeAttribute('style'));

  it('publishes the brand colours as CSS variables', () => {
    const root = document.createElement('div');
    applyBrand({ primary: '#123456', primaryText: '#fefefe', accent: '#abcdef' }, root);
    expect(root.style.getPropertyValue('--brand-primary')).toBe('#123456');
    expect(root.style.getPropertyValue('--brand-primary-text')).toBe('#fefefe');
    expect(root.style.getPropertyValue('--brand-accent')).toBe('#abcdef');
  });

  it('defaults to the configured brand on the document', () => {
    applyBrand();
    expect(document.documentElement.style.getPropertyValue('--brand-primary')).toBe('#1a62d6');
  });
});
