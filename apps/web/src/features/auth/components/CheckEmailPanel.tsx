import { webRoutes } from '@fathom/contract';
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** After a sign-up that did not sign in: the address may already have an account. */
export function CheckEmailPanel({ email }: { email: string }) {
  return (
    <Paper
      withBorder
      radius="md"
      p="xl"
      shadow="xs"
      component="section"
      aria-labelledby="check-email"
    >
      <Stack gap="sm">
        <Title id="check-email" order={2} fz="lg">
          Check your email
        </Title>
        <Text fz="sm">
          We sent a message to {email}. If this address already has a Fathom account, sign in with
          its password or reset it from the link in that message.
        </Text>
        <Text fz="sm">
          <Anchor renderRoot={(props) => <Link to={webRoutes.signIn} {...props} />}>Sign in</Anchor>
          {' · '}
          <Anchor renderRoot={(props) => <Link to={webRoutes.forgotPassword} {...props} />}>
            Forgot your password?
          </Anchor>
        </Text>
      </Stack>
    </Paper>
  );
}
