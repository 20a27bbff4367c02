import { Container } from '@mantine/core';
import { Outlet } from 'react-router';

/** Pages outside the staff shell that only need a landmark and some room. */
export function PlainPageLayout() {
  return (
    <Container component="main" size="lg" py="xl">
      <Outlet />
    </Container>
  );
}
