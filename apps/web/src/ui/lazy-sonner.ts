// Toasts without sonner in the first load (docs/decisions/089-lean-first-load.md): the web build resolves
// `import { toast, Toaster } from 'sonner'` here (alias in vite.config.ts), so features keep
// importing 'sonner' as usual. The real library (~8 KB) loads at the first toast, never before a
// listener does something that calls for one (after the first visit the service worker holds it);
// calls made before it is there wait and are replayed once its <Toaster> is mounted. A load that
// misses (offline on a first visit) is tried again when the network is back (load-chunk.ts).
import { type ComponentProps, createElement, useEffect, useState } from 'react';
import { loadChunk } from '../lib/load-chunk.ts';

type Sonner = typeof import('../../../../node_modules/sonner/dist/index.mjs');
type ToastCall = (sonner: Sonner) => unknown;

let sonner: Sonner | undefined;
let loadStarted = false;
let toasterMounted = false;
const waiting: ToastCall[] = [];
/** The mounted <Toaster>s, told when the library is there. */
const wantToaster = new Set<(real: Sonner) => void>();

function load() {
  if (loadStarted) return;
  loadStarted = true;
  loadChunk(
    () => import('../../../../node_modules/sonner/dist/index.mjs'),
    (module) => {
      sonner = module;
      for (const show of wantToaster) show(module);
    },
  );
}

function run(call: ToastCall) {
  if (sonner && toasterMounted) return call(sonner);
  waiting.push(call);
  load();
  return undefined;
}

function flush() {
  toasterMounted = true;
  for (const call of waiting.splice(0)) call(sonner!);
}

/** sonner's `toast`: `toast(...)`, `toast.success(...)`, any of its methods. */
export const toast = new Proxy(() => undefined, {
  apply: (_target, _this, args: unknown[]) => run((real) => (real.toast as (...a: unknown[]) => unknown)(...args)),
  get: (_target, method: string) =>
    (...args: unknown[]) =>
      run((real) => (real.toast as unknown as Record<string, (...a: unknown[]) => unknown>)[method]?.(...args)),
}) as unknown as Sonner['toast'];

function MountedToaster({ real, props }: { real: Sonner; props: ComponentProps<Sonner['Toaster']> }) {
  useEffect(flush, []);
  return createElement(real.Toaster, props);
}

/** sonner's `<Toaster>`, rendered once the library is there. */
export function Toaster(props: ComponentProps<Sonner['Toaster']>) {
  const [real, setReal] = useState(sonner);
  useEffect(() => {
    wantToaster.add(setReal);
    if (sonner) setReal(sonner);
    return () => void wantToaster.delete(setReal);
  }, []);
  return real ? createElement(MountedToaster, { real, props }) : null;
}
