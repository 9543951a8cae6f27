/** The quotes feature's one door: the page a quote's signed link opens. */
export { QuoteScreen, type QuoteScreenProps } from './components/quote-screen';
export type { SandboxCardKit } from './components/quote-payment';
