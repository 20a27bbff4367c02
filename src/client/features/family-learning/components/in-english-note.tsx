import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Said under a course or lesson that staff have not (fully) translated into the family's language. */
export function InEnglishNote({ translated }: { translated: boolean }) {
  const { t } = useTranslation('familyLearning');
  if (translated) return null;
  return (
    <Text size="xs" c="gray.7">
      {t('course.inEnglish')}
    </Text>
  );
}
