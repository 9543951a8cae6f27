import { Component, type ReactNode } from 'react';
import { createTranslator } from '@/i18n/create-translator';
import en from './messages/en.json';

const t = createTranslator(en);

type State = { failed: boolean };

/**
 * When a page's code cannot load (a phone losing its signal mid-visit) or the page throws, the header
 * and footer stay and this says what happened, with a way to try again, instead of a blank screen.
 * Moving to another address (`resetKey`) clears it.
 */
type Props = {
  resetKey: string;
  /** What to say under the heading; the shop's pages reassure about the cart. */
  message?: string;
  children: ReactNode;
};

export class PageErrorBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  componentDidCatch(error: unknown) {
    console.error('page failed to render', error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section className="container-page flex min-h-[60dvh] flex-col items-center justify-center gap-4 py-16 text-center">
        <h1 className="font-serif text-3xl font-semibold text-amethyst-900">{t('pageFailed')}</h1>
        <p className="max-w-md text-muted">
          {this.props.message ?? t('pageFailedText')}
        </p>
        <button type="button" className="btn-primary" onClick={() => window.location.reload()}>
          {t('tryAgain')}
        </button>
      </section>
    );
  }
}
