export { type BreakpointTheme } from './breakpoints';
