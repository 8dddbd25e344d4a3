// Moved to src/format/display-money.ts (see src/results/format.ts). Import from src/format instead.
export * from '../format/display-money';
