import { SHOP } from '@crystal/shared/constants/shop';
import type { AboutContent } from '../../components/about-page';

export const content: AboutContent = {
  title: 'About Sacred Crystal Jewelry',
  eyebrow: 'Our story',
  description: `Handmade crystal jewellery from a small studio in ${SHOP.city}, ${SHOP.province}: our mission, our story, our values and how each piece is made.`,
  lead: `We are a small studio in ${SHOP.city}, ${SHOP.province}, making crystal and gemstone jewellery by hand, one piece at a time.`,
  mission: {
    title: 'Our mission',
    text: 'To make beautiful, well-crafted jewellery around natural crystals, sourced with care and made to be worn every day, so that each piece becomes a small, personal reminder of what matters to the person wearing it.',
  },
  story: {
    title: 'Our story',
    phase: (n, phase) => `Phase ${n}: ${phase}`,
    phases: [
      {
        phase: 'The spark',
        title: 'A single stone on a prairie morning',
        text: `It began with one piece of rough amethyst, found in a box of our grandmother's keepsakes. Holding it through a long ${SHOP.city} winter, we started wrapping it in silver wire at the kitchen table, and friends began asking for one of their own.`,
      },
      {
        phase: 'The learning',
        title: 'Years at the bench',
        text: 'We studied wire wrapping, metalsmithing and stone setting, sourced our first crystals from small family miners, and sold at local markets across Manitoba, learning from every person who tried a piece on.',
      },
      {
        phase: 'Today',
        title: 'A small studio, shipping across Canada',
        text: `Today every piece is still designed and finished by hand in our ${SHOP.city} studio, and it travels from here to homes across ${SHOP.country}, each one wrapped with the same care as that first stone.`,
      },
    ],
  },
  values: {
    title: 'Our values',
    items: [
      {
        title: 'Ethically sourced',
        text: 'We buy from miners and dealers we know by name, and we ask where every stone came from.',
      },
      {
        title: 'Made by hand',
        text: 'No mass production: each wrap, setting and clasp is shaped at our bench, one piece at a time.',
      },
      {
        title: 'Honest words',
        text: 'We tell you what a stone is, how it was treated and how to care for it. No invented urgency, no fake reviews.',
      },
      {
        title: 'Made to last',
        text: 'Solid metals, careful finishing and a warranty we stand behind, so your piece can be worn for years.',
      },
    ],
  },
  craft: {
    title: 'Our craft, in three steps',
    step: (n, step) => `Step ${n}: ${step}`,
    steps: [
      {
        step: 'Choose',
        text: 'We select each crystal for its clarity, colour and character, then plan a design that lets it shine.',
      },
      {
        step: 'Shape',
        text: 'Wire is wrapped, metal is formed and the stone is secured by hand, with no glue where a wrap will hold.',
      },
      {
        step: 'Finish',
        text: 'Every piece is polished, inspected, cleansed and packed by the same hands that made it.',
      },
    ],
  },
  custom: {
    text: `Looking for something made just for you? We love custom work and reply within ${SHOP.replyWithinHours} hours.`,
    browse: 'Browse the collection',
    consult: 'Request a consultation',
  },
};
