import { Badge, Button, Card, createTheme, NavLink, Paper, type MantineColorsTuple } from '@mantine/core';

/** Cashloop teal: the brand colour of buttons, links and the active menu item. */
const brand: MantineColorsTuple = [
  '#e6fbf7', '#cdf4ec', '#9de8d9', '#69dcc5', '#40d1b4', '#25c9a9', '#0fb597', '#009e84', '#008c75', '#007965',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 5 },
  colors: { brand },
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif', fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // Someone who asked their system for less motion gets modals, menus and loaders without animation (WCAG 2.3.3).
  respectReducedMotion: true,
  components: {
    Card: Card.extend({ defaultProps: { withBorder: true, radius: 'lg', padding: 'lg', shadow: 'xs' } }),
    Paper: Paper.extend({ defaultProps: { radius: 'lg' } }),
    Button: Button.extend({ defaultProps: { radius: 'md' } }),
    Badge: Badge.extend({ defaultProps: { radius: 'sm' } }),
    NavLink: NavLink.extend({ defaultProps: { variant: 'light' } }),
  },
});
