import { Center, Loader } from '@mantine/core';

/** The one loading state while a screen's code or first data arrives. */
export function PageLoader() {
  return (
    <Center h="60vh" aria-busy="true" aria-label="Loading">
      <Loader type="dots" size="lg" />
    </Center>
  );
}
