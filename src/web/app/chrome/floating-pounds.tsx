/**
 * Nine decorative pound signs drifting behind the content (spec "Header and chrome").
 * Fixed and out of the flow, so they never shift layout or catch clicks; hidden from
 * assistive technology; still under prefers-reduced-motion. Positions are fixed
 * (not random) so every render and screenshot looks the same.
 */
const pounds = [
  { top: '8%', left: '4%', size: '3rem', delay: '0s', duration: '22s' },
  { top: '18%', left: '82%', size: '4.5rem', delay: '-4s', duration: '28s' },
  { top: '32%', left: '46%', size: '2.5rem', delay: '-9s', duration: '24s' },
  { top: '44%', left: '12%', size: '5rem', delay: '-2s', duration: '30s' },
  { top: '52%', left: '70%', size: '3.5rem', delay: '-14s', duration: '26s' },
  { top: '63%', left: '30%', size: '2.75rem', delay: '-6s', duration: '21s' },
  { top: '74%', left: '90%', size: '3rem', delay: '-11s', duration: '27s' },
  { top: '84%', left: '55%', size: '4rem', delay: '-17s', duration: '32s' },
  { top: '92%', left: '8%', size: '2.5rem', delay: '-8s', duration: '25s' },
] as const;

export function FloatingPounds() {
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none fixed inset-0 -z-10 overflow-hidden select-none"
    >
      {pounds.map((pound, index) => (
        <span
          key={index}
          data-floating-pound=""
          className="absolute font-bold text-gold-500/15 animate-float-pound motion-reduce:animate-none"
          style={{
            top: pound.top,
            left: pound.left,
            fontSize: pound.size,
            animationDelay: pound.delay,
            animationDuration: pound.duration,
          }}
        >
          £
        </span>
      ))}
    </div>
  );
}
