import { describe, expect, it } from 'vitest';
import { cleanedCourse, cleanedLesson } from './course-translations-form';

describe('Translate course: what is saved', () => {
  it('drops blank words and keeps objectives only as a whole list', () => {
    expect(
      cleanedCourse(
        {
          es: { title: ' Cuidado ', description: '  ', learningObjectives: ['Uno', ''] },
          vi: { title: 'Chăm sóc', learningObjectives: ['Một', 'Hai'] },
        },
        2,
      ),
    ).toEqual({
      es: { title: 'Cuidado', description: undefined, learningObjectives: undefined },
      vi: { title: 'Chăm sóc', description: undefined, learningObjectives: ['Một', 'Hai'] },
    });
  });

  it('keeps a question only with every option, and content only when it has words', () => {
    const lesson = {
      quizQuestions: [
        { id: 'q1', options: ['A', 'B'] },
        { id: 'q2', options: ['C', 'D'] },
      ],
    };
    expect(
      cleanedLesson(
        {
          es: {
            title: 'Prueba',
            content: '<p></p>',
            quiz: {
              q1: { question: '¿Qué?', options: ['Sí', 'No'], explanation: ' ' },
              q2: { question: '¿Cómo?', options: ['Así', ''] },
            },
          },
        },
        lesson,
      ),
    ).toEqual({
      es: {
        title: 'Prueba',
        content: undefined,
        quiz: { q1: { question: '¿Qué?', options: ['Sí', 'No'], explanation: undefined } },
      },
    });
  });
});
