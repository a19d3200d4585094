import {
  createContext,
  createElement,
  lazy,
  memo,
  Suspense,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
} from 'react';
import { whenPageReady } from '@/lib/page-ready';

/** Tells the form's island that the form's code has hydrated its markup (see LiveForm). */
const IslandContext = createContext<{ live: () => void } | null>(null);

type Module<P> = { default: ComponentType<P> };

/** A form island's component, with `preload()` to load its code before anyone uses it. */
export type FormIsland<P extends object> = ComponentType<P> & { preload: () => void };

/**
 * A form whose code (react-hook-form, its validation, TanStack Query, the form itself) loads
 * when the visitor first uses it, not with the page (docs/decisions/0026).
 *
 * The prerendered page shows the form, and while its code has not arrived React keeps that
 * markup as it is (a suspended boundary keeps its server HTML during hydration): its fields are
 * plain browser fields that take focus and text. The first focus inside the island (or a submit)
 * loads the code; React then hydrates the form in place, and react-hook-form adopts what was
 * typed (a field edited before the form is ready keeps its text). A submit made before that is
 * held and made again once the form is live, so it is validated and sent as any other.
 *
 * Where the page has no markup for the island (a client-side navigation, a form that appears
 * after hydration) the code loads at once, once the page is live. `load` must resolve to a
 * module whose default export is the form. The island's props are compared shallowly: they must
 * not change while the page hydrates, or React would replace the kept markup by nothing.
 */
export function formIsland<P extends object>(load: () => Promise<Module<P>>): FormIsland<P> {
  let start: () => void = () => undefined;
  const used = new Promise<void>((resolve) => {
    start = resolve;
  });
  // The build's prerender step has no visitor: it renders the form at once.
  if (typeof document === 'undefined') start();

  const Live = lazy(async () => {
    await used;
    const { default: Form } = await load();
    function LiveForm(props: P) {
      const island = useContext(IslandContext);
      useEffect(() => island?.live(), [island]);
      return createElement(Form, props);
    }
    return { default: LiveForm };
  });

  function Island(props: P) {
    const id = useId();
    const container = useRef<HTMLDivElement>(null);
    // Decided once: during hydration the server's markup for this island is in the document.
    const [prerendered] = useState(() => hasServerMarkup(id));
    const [island] = useState(createHandle);

    useEffect(() => {
      if (!prerendered) {
        void whenLive().then(start);
        return;
      }
      const root = container.current;
      return root ? island.holdUntilLive(root, start) : undefined;
    }, [island, prerendered]);

    return (
      <div ref={container} data-form-island={id}>
        <IslandContext value={island}>
          <Suspense fallback={null}>
            <Live {...props} />
          </Suspense>
        </IslandContext>
      </div>
    );
  }

  return Object.assign(memo(Island) as unknown as ComponentType<P>, { preload: () => start() });
}

/**
 * Resolves a task after the page is live, so that code loaded then is not part of the page's
 * first load (docs/decisions/0004): the page's own content is on screen and hydrated first.
 */
export function whenLive(): Promise<void> {
  return whenPageReady().then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}

function hasServerMarkup(id: string): boolean {
  if (typeof document === 'undefined') return false;
  return [...document.querySelectorAll<HTMLElement>('[data-form-island]')].some(
    (element) => element.dataset.formIsland === id,
  );
}

/** A submit the pages' loader stopped before the page was ready. */
type EarlySubmitWindow = Window & {
  __ecoEarlySubmit?: { form: HTMLFormElement; submitter: HTMLElement | null };
};

function createHandle() {
  let isLive = false;
  let held: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;
  let stopHolding: () => void = () => undefined;

  return {
    live() {
      if (isLive) return;
      isLive = true;
      stopHolding();
      const submit = held;
      held = null;
      if (!submit) return;
      // A task later: the form's first renders after hydration (state read from the address,
      // the session) have then settled, so the submit runs the handler the visitor now sees.
      setTimeout(() => {
        const { form, submitter } = submit;
        if (!form.isConnected) return;
        const button =
          submitter instanceof HTMLButtonElement && submitter.form === form ? submitter : null;
        form.requestSubmit(button);
      }, 0);
    },

    /**
     * Until the form is live: the first focus inside the island loads its code, and a submit is
     * held (the browser would otherwise send the form to this page's address with its fields in
     * the query string) and made again once the form is live. The listeners sit on the document,
     * in the capture phase, because React stops focus and key events inside markup it has not
     * hydrated yet before they reach anything below its root.
     */
    holdUntilLive(root: HTMLElement, load: () => void) {
      if (isLive) return undefined;
      const inside = (target: EventTarget | null) =>
        target instanceof Node && root.contains(target);
      const onFocus = (event: FocusEvent) => {
        if (inside(event.target)) load();
      };
      const onSubmit = (event: SubmitEvent) => {
        if (isLive || !(event.target instanceof HTMLFormElement) || !inside(event.target)) return;
        event.preventDefault();
        held = { form: event.target, submitter: event.submitter };
        load();
      };
      document.addEventListener('focusin', onFocus, true);
      document.addEventListener('submit', onSubmit, true);
      stopHolding = () => {
        document.removeEventListener('focusin', onFocus, true);
        document.removeEventListener('submit', onSubmit, true);
      };
      // Sent before the page hydrated, when no listener of ours was there yet: the pages'
      // loader stopped it and kept it (scripts/lib/prerender-html.ts, APP_LOADER).
      const early = (window as EarlySubmitWindow).__ecoEarlySubmit;
      if (early && inside(early.form)) {
        delete (window as EarlySubmitWindow).__ecoEarlySubmit;
        held = { form: early.form, submitter: early.submitter };
        load();
      }
      // Focused before the page hydrated: the visitor is already using the form.
      if (inside(document.activeElement)) load();
      return stopHolding;
    },
  };
}
