import type { MeteredFeature } from '../../schemas/usage';

/** The metered features as the Spanish sentence names them (the gate's `subscription.gate.feature`). */
const meteredFeatureNamesEs: Readonly<Record<MeteredFeature, string>> = {
  dca_calculator: 'la Calculadora DCA',
  strategy_comparison: 'la comparación de estrategias',
};

/**
 * Why a free learner's use is refused (the 402 the server writes), in Spanish: the same sentence
 * the plan gate shows from its catalogue (`subscription.gate.exhausted`, es/subscription.json);
 * usage.test.ts holds the two equal.
 */
export function usageExhaustedEs(limit: number, feature: MeteredFeature): string {
  const uses = limit === 1 ? 'tu 1 uso gratis' : `los ${limit} usos gratis`;
  return `Ya usaste ${uses} de este mes para ${meteredFeatureNamesEs[feature]}. Pasa a Scholar para continuar o espera al próximo mes, cuando los usos vuelven a empezar.`;
}
