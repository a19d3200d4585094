import { t } from '@lingui/core/macro';
import { Component, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';

type Props = { children: ReactNode; resetKey: string };
type State = { error: unknown; resetKey: string };

/**
 * Shown instead of a page that fails to load or render, e.g. after a deploy replaced its chunk;
 * the header and footer stay usable, and moving to another page clears the error.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey
      ? null
      : { error: undefined, resetKey: props.resetKey };
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return (
      <div className="mx-auto max-w-2xl px-4 py-24 text-center">
        <h1 className="text-3xl font-bold text-brand-950">{t`Something went wrong`}</h1>
        <p className="mt-4 text-lg text-slate-600">
          {t`This page could not be shown. Reloading usually fixes it; if it does not, please contact us.`}
        </p>
        <Button size="lg" className="mt-8" onClick={() => window.location.reload()}>
          {t`Reload the page`}
        </Button>
      </div>
    );
  }
}
