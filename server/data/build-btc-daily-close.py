#!/usr/bin/env python3
"""Build btc-daily-close.csv (date,close_usd,close_eur) from the Bitstamp closes and ECB rates.

Usage:
    python3 build-btc-daily-close.py BITSTAMP_CSV USD_RATES_CSV PREVIOUS_CSV > btc-daily-close.csv

- BITSTAMP_CSV: bitstamp-btc-usd-daily-close.csv (date,close_usd), Bitstamp BTC/USD daily closes
  from 2012-01-01. close_usd is copied unchanged.
- USD_RATES_CSV: usd-rates.csv (date,EUR,...), units per US dollar calculated from the ECB euro
  reference rates, one row per ECB business day.
- PREVIOUS_CSV: the previous btc-daily-close.csv (date,close_usd,close_eur).

close_eur = close_usd x EUR per USD of the latest ECB business day on or before the day, rounded
half-up to cents, when that business day is at most 4 days old. After the rates end (the latest
row is older than 4 days), the previous file's close_eur of the same day is kept: the price table
needs a euro close for every day until the app counts other currencies from rates alone (issue 46,
point 2). The script prints how many rows took each path on stderr.
"""
import csv
import sys
from datetime import date
from decimal import ROUND_HALF_UP, Decimal

MAX_CARRY_DAYS = 4


def read(path):
    with open(path, newline="") as handle:
        return list(csv.DictReader(handle))


def main(bitstamp_path, rates_path, previous_path):
    closes = read(bitstamp_path)
    rates = [(date.fromisoformat(r["date"]), Decimal(r["EUR"])) for r in read(rates_path)]
    previous = {r["date"]: r["close_eur"] for r in read(previous_path)}
    out = csv.writer(sys.stdout, lineterminator="\n")
    out.writerow(["date", "close_usd", "close_eur"])
    index = -1
    from_rates = kept = 0
    for row in closes:
        day = date.fromisoformat(row["date"])
        while index + 1 < len(rates) and rates[index + 1][0] <= day:
            index += 1
        if index >= 0 and (day - rates[index][0]).days <= MAX_CARRY_DAYS:
            eur = (Decimal(row["close_usd"]) * rates[index][1]).quantize(Decimal("0.01"), ROUND_HALF_UP)
            eur_text = f"{eur:.2f}"
            from_rates += 1
        else:
            eur_text = previous[row["date"]]
            kept += 1
        out.writerow([row["date"], row["close_usd"], eur_text])
    print(f"{len(closes)} rows: close_eur from ECB rates {from_rates}, kept from the previous file {kept}", file=sys.stderr)


if __name__ == "__main__":
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    main(*sys.argv[1:])
