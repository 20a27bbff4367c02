import { quoteIndex } from './family-rules';

/** The MotivationalQuote tile's 15 quotes; one per day by day of year modulo 15 (spec 01 §2). */
export const MOTIVATIONAL_QUOTES = [
  {
    text: 'A hundred years from now it will not matter what my bank account was, but the world may be different because I was important in the life of a child.',
    author: 'Forest E. Witcraft',
  },
  {
    text: 'Every child deserves a champion: an adult who will never give up on them.',
    author: 'Rita Pierson',
  },
  { text: 'It is easier to build strong children than to repair broken men.', author: 'Frederick Douglass' },
  {
    text: 'Children are not a distraction from more important work. They are the most important work.',
    author: 'C. S. Lewis',
  },
  {
    text: 'The greatest gifts you can give your children are the roots of responsibility and the wings of independence.',
    author: 'Denis Waitley',
  },
  {
    text: 'What we do for ourselves dies with us. What we do for others remains and is immortal.',
    author: 'Albert Pike',
  },
  { text: 'Family is not an important thing. It is everything.', author: 'Michael J. Fox' },
  {
    text: 'You do not have to be perfect to be a wonderful parent. You only have to be present.',
    author: 'Unknown',
  },
  { text: 'No act of kindness, no matter how small, is ever wasted.', author: 'Aesop' },
  {
    text: 'The best way to find yourself is to lose yourself in the service of others.',
    author: 'Mahatma Gandhi',
  },
  { text: 'Love is what makes a house a home.', author: 'Unknown' },
  { text: 'Start where you are. Use what you have. Do what you can.', author: 'Arthur Ashe' },
  { text: 'Small steps every day add up to big changes.', author: 'Unknown' },
  {
    text: 'To the world you may be one person, but to one person you may be the world.',
    author: 'Dr. Seuss',
  },
  {
    text: 'There can be no keener revelation of a society’s soul than the way in which it treats its children.',
    author: 'Nelson Mandela',
  },
] as const;

export function quoteOfTheDay(date: Date) {
  const index = quoteIndex(date, MOTIVATIONAL_QUOTES.length);
  const quote = MOTIVATIONAL_QUOTES[index] ?? MOTIVATIONAL_QUOTES[0];
  return { index, text: quote.text, author: quote.author };
}
