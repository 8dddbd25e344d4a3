// Moved to src/format/format.ts (charts use it too, and charts sit below results). This re-export
// keeps imports from branches written before the move working; import from src/format instead.
export * from '../format/format';
