import {
  FX_RATES_LAST_DAY,
  PRICE_DATA_FIRST_DAY,
  PRICE_DATA_LAST_BUNDLED_DAY,
  PRICE_DATA_LICENCE,
  PRICE_DATA_SOURCE,
} from '../../domain/price-data';

/**
 * The bundled prices' credit in Spanish (shared/domain/price-data.ts PRICE_DATA_ATTRIBUTION is the
 * source): the same sources, days, licence and link; the dataset's title stays as its author wrote it.
 */
export const PRICE_DATA_ATTRIBUTION_ES = `Precios históricos del ${PRICE_DATA_FIRST_DAY} al ${PRICE_DATA_LAST_BUNDLED_DAY}: Bitstamp BTC/USD, de '${PRICE_DATA_SOURCE.title}' de Zielak (mczielinski), Kaggle, ${PRICE_DATA_LICENCE.name} (creativecommons.org/licenses/by-sa/4.0); reducidos a un cierre por día UTC. Precios en otras monedas hasta el ${FX_RATES_LAST_DAY}: ese cierre por el tipo de cambio del día calculado a partir de los tipos de cambio de referencia del euro del Banco Central Europeo (fuente: estadísticas del BCE; un tipo calculado, no un tipo del BCE).`;
