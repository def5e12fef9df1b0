export {
  BREAKPOINTS,
  breakpointQueries,
  type BreakpointTheme,
  type Breakpoints,
} from './breakpoints';
export { resolveCustomMedia } from './custom-media';
