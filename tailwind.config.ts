import type { Config } from 'tailwindcss';

/**
 * Tailwind 4 reads its theme from CSS (client/src/index.css, which loads this file with @config).
 * Colours are CSS variables there so light and dark themes follow the system setting.
 */
export default {
  content: ['./client/index.html', './client/src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      fontFamily: {
        display: ['Georgia', 'Cambria', '"Times New Roman"', 'serif'],
      },
      keyframes: {
        'slide-in-left': { from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } },
        'fade-in': { from: { opacity: '0' }, to: { opacity: '1' } },
      },
      animation: {
        'slide-in-left': 'slide-in-left 200ms ease-out',
        'fade-in': 'fade-in 150ms ease-out',
      },
    },
  },
} satisfies Config;
