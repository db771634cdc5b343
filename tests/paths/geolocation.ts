/**
 * The browser's geolocation, replaced for the test page's `readLocation` actor (a device
 * capability, not the network): it records what the page asked and answers when the step says.
 */
import { act } from '@testing-library/react';
import type { GeoPosition } from '@machines/testPreview/testPreview.machine';

interface Asked {
  success: PositionCallback;
  error: PositionErrorCallback | null | undefined;
  options: PositionOptions | undefined;
}

export class FakeGeolocation implements Geolocation {
  /** Every getCurrentPosition call, answered or not, oldest first. */
  readonly asked: Asked[] = [];
  private readonly pending: Asked[] = [];

  getCurrentPosition(success: PositionCallback, error?: PositionErrorCallback | null, options?: PositionOptions): void {
    const asked = { success, error, options };
    this.asked.push(asked);
    this.pending.push(asked);
  }

  watchPosition(): number {
    throw new Error('The test page reads the position once; it never watches it');
  }

  clearWatch(): void {}

  /** The device found the position. */
  async answer(position: GeoPosition): Promise<void> {
    const next = this.next();
    const coords = { ...position, altitude: null, altitudeAccuracy: null, heading: null, speed: null };
    await act(async () => next.success({ coords: { ...coords, toJSON: () => coords }, timestamp: Date.now(), toJSON: () => ({}) }));
  }

  /** The user refused the permission (or the device has no fix). */
  async refuse(message = 'User denied Geolocation'): Promise<void> {
    const next = this.next();
    await act(async () =>
      next.error?.({ code: 1, message, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 }),
    );
  }

  private next(): Asked {
    const next = this.pending.shift();
    if (!next) throw new Error('The page never asked the browser for its position');
    return next;
  }

  /** Puts a fresh fake in place of navigator.geolocation and returns it. */
  static install(): FakeGeolocation {
    const fake = new FakeGeolocation();
    Object.defineProperty(navigator, 'geolocation', { value: fake, configurable: true });
    return fake;
  }
}
