/** `lang` is 'en' for a collection shown in English on the French site (no approved French yet). */
type Props = { title: string; description: string; lang?: 'en' };

export function ListingHero({ title, description, lang }: Props) {
  return (
    <section className="bg-gradient-to-b from-amethyst-50 to-cream">
      <div className="container-page py-10 text-center sm:py-14" lang={lang}>
        <h1 className="text-3xl font-semibold text-amethyst-800 sm:text-4xl">{title}</h1>
        <p className="mx-auto mt-3 max-w-2xl text-muted">{description}</p>
      </div>
    </section>
  );
}
