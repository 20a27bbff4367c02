import { Group, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHomeHeart } from '@tabler/icons-react';

interface HavenLogoProps {
  /** `hero` renders the name as the page's h1 (home page). */
  variant?: 'inline' | 'hero';
}

/** The product mark: an icon and the name. */
export function HavenLogo({ variant = 'inline' }: HavenLogoProps) {
  const hero = variant === 'hero';
  return (
    <Group gap={hero ? 'sm' : 'xs'} wrap="nowrap">
      <ThemeIcon size={hero ? 56 : 32} radius="md" aria-hidden>
        <IconHomeHeart size={hero ? 34 : 20} />
      </ThemeIcon>
      {hero ? (
        <Title order={1} fz={40}>
          Haven
        </Title>
      ) : (
        <Text fw={700} fz="lg" c="var(--mantine-color-text)">
          Haven
        </Text>
      )}
    </Group>
  );
}
