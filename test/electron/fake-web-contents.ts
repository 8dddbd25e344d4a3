import { EventEmitter } from 'node:events';

// A stand-in for Electron's WebContents: emits the events main listens to and records handlers.
export interface FakeEvent {
  defaultPrevented: boolean;
  preventDefault(): void;
}

export function fakeEvent(): FakeEvent {
  return {
    defaultPrevented: false,
    preventDefault() {
      this.defaultPrevented = true;
    },
  };
}

export function createFakeWebContents() {
  const emitter = new EventEmitter();
  let windowOpenHandler: ((details: { url: string }) => { action: 'deny' }) | null = null;
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- mirrors EventEmitter.on
    on(event: string, listener: (...args: any[]) => void) {
      emitter.on(event, listener);
      return this;
    },
    setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }) {
      windowOpenHandler = handler;
    },
    /** Emits `event` with a fresh preventable event object and returns it. */
    emit(event: string, ...args: unknown[]): FakeEvent {
      const e = fakeEvent();
      emitter.emit(event, e, ...args);
      return e;
    },
    openWindow(url: string) {
      if (!windowOpenHandler) throw new Error('no window open handler installed');
      return windowOpenHandler({ url });
    },
    listenerCount: (event: string) => emitter.listenerCount(event),
  };
}
