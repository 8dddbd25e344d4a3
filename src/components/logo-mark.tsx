// A small chip-like mark: four GPU "dies" on a board. Decorative; the app name is the text beside it.
export function LogoMark() {
  return (
    <svg className="logo-mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="30" height="30" rx="7" className="logo-mark__board" />
      <rect x="7" y="7" width="8" height="8" rx="2" className="logo-mark__die" />
      <rect x="17" y="7" width="8" height="8" rx="2" className="logo-mark__die" />
      <rect x="7" y="17" width="8" height="8" rx="2" className="logo-mark__die" />
      <rect x="17" y="17" width="8" height="8" rx="2" className="logo-mark__die logo-mark__die--accent" />
    </svg>
  );
}
