import { describe, expect, it } from 'vitest';
import { usageExhaustedEs } from './usage';

// The catalogue, read as the content rules read them (shared/ imports no client module).
const [esSubscription] = Object.values(
  import.meta.glob<Record<string, string>>('../../../client/src/i18n/locales/es/subscription.json', {
    eager: true,
    import: 'default',
  }),
);

describe('the 402 sentence in Spanish', () => {
  it('reads as the plan gate words it, for one use and for several', () => {
    expect(usageExhaustedEs(5, 'dca_calculator')).toBe(
      'Ya usaste los 5 usos gratis de este mes para la Calculadora DCA. Pasa a Scholar para continuar o espera al próximo mes, cuando los usos vuelven a empezar.',
    );
    expect(usageExhaustedEs(1, 'strategy_comparison')).toBe(
      'Ya usaste tu 1 uso gratis de este mes para la comparación de estrategias. Pasa a Scholar para continuar o espera al próximo mes, cuando los usos vuelven a empezar.',
    );
    // The gate's catalogue message has the same words around its placeholders.
    const gate = esSubscription?.['subscription.gate.exhausted'];
    expect(gate).toContain('Ya usaste los # usos gratis de este mes para {feature}. Pasa a Scholar para continuar');
    expect(gate).toContain('Ya usaste tu # uso gratis de este mes para {feature}.');
    expect(esSubscription?.['subscription.gate.feature']).toContain('dca_calculator {la Calculadora DCA}');
    expect(esSubscription?.['subscription.gate.feature']).toContain('other {la comparación de estrategias}');
  });
});
