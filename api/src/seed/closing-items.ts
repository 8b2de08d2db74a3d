/**
 * The closing-item catalogue: for every trade, categories of parts (priced per unit) and labour lines
 * (priced per hour, named "Labor (...)"). Reference data, safe to run on every start.
 */
import { laborName, toCents } from '@hw/shared';
import type { Tables, Tx } from '../db/index.ts';

type Item = [name: string, dollars: number] | [kind: 'labor', description: string, dollarsPerHour: number];

const catalogue: { tradeId: number; categories: { name: string; items: Item[] }[] }[] = [
  {
    tradeId: 1,
    categories: [
      {
        name: 'Refrigeration & Cooking',
        items: [
          ['Compressor start relay', 45],
          ['Defrost thermostat', 32],
          ['Evaporator fan motor', 89],
          ['Oven bake element', 55],
          ['labor', 'Appliance repair', 85],
        ],
      },
      {
        name: 'Laundry & Dishwashing',
        items: [
          ['Washer drain pump', 68],
          ['Dryer heating element', 49],
          ['Dishwasher inlet valve', 38],
          ['Door gasket', 42],
          ['labor', 'Appliance diagnostics', 75],
        ],
      },
    ],
  },
  {
    tradeId: 2,
    categories: [
      {
        name: 'Water Heaters',
        items: [
          ['Gas control valve', 165],
          ['Thermocouple', 18],
          ['Anode rod', 35],
          ['Heating element 4500W', 29],
          ['labor', 'Water heater repair', 95],
        ],
      },
      {
        name: 'Fixtures & Lines',
        items: [
          ['Toilet fill valve', 14],
          ['Wax ring and bolts', 9],
          ['Faucet cartridge', 27],
          ['PEX repair coupling', 6],
          ['labor', 'Plumbing', 90],
          ['labor', 'Drain clearing', 110],
        ],
      },
    ],
  },
  {
    tradeId: 3,
    categories: [
      {
        name: 'Wiring Devices',
        items: [
          ['GFCI outlet', 22],
          ['Single-pole switch', 6],
          ['Circuit breaker 20A', 15],
          ['labor', 'Electrical', 95],
        ],
      },
      {
        name: 'Fans & Fixtures',
        items: [
          ['Ceiling fan capacitor', 12],
          ['Fan wall control', 25],
          ['labor', 'Fixture repair', 80],
        ],
      },
    ],
  },
  {
    tradeId: 4,
    categories: [
      {
        name: 'Cooling',
        items: [
          ['Run capacitor 45/5 uF', 28],
          ['Contactor 30A', 24],
          ['Condenser fan motor', 145],
          ['R-410A refrigerant (per lb)', 65],
          ['labor', 'HVAC repair', 110],
        ],
      },
      {
        name: 'Heating & Controls',
        items: [
          ['Flame sensor', 19],
          ['Hot surface igniter', 48],
          ['Inducer motor', 210],
          ['Programmable thermostat', 85],
          ['labor', 'Furnace repair', 105],
        ],
      },
    ],
  },
  {
    tradeId: 5,
    categories: [
      {
        name: 'Pumps & Motors',
        items: [
          ['Pump motor 1.5 HP', 265],
          ['Shaft seal', 16],
          ['labor', 'Pool equipment', 90],
        ],
      },
      {
        name: 'Heaters',
        items: [
          ['Spa heater element', 120],
          ['labor', 'Spa service', 90],
        ],
      },
    ],
  },
  {
    tradeId: 6,
    categories: [
      {
        name: 'Treatments',
        items: [
          ['Ant bait station', 8],
          ['Rodent trap', 6],
          ['labor', 'Pest treatment', 70],
        ],
      },
      {
        name: 'Exclusion',
        items: [
          ['Exclusion mesh (per ft)', 3],
          ['labor', 'Exclusion work', 70],
        ],
      },
    ],
  },
  {
    tradeId: 7,
    categories: [
      {
        name: 'Roof Repair',
        items: [
          ['Shingle bundle', 38],
          ['Flashing kit', 24],
          ['labor', 'Roof repair', 95],
        ],
      },
    ],
  },
  {
    tradeId: 8,
    categories: [
      {
        name: 'Openers',
        items: [
          ['Opener logic board', 95],
          ['Safety sensor pair', 45],
          ['Drive gear kit', 32],
          ['labor', 'Garage door opener', 85],
        ],
      },
      {
        name: 'Springs & Hardware',
        items: [
          ['Torsion spring', 75],
          ['Roller set', 28],
          ['labor', 'Spring replacement', 90],
        ],
      },
    ],
  },
];

export const categoryId = (tradeId: number, index: number) => `cic-${tradeId}-${index + 1}`;
export const closingItemId = (tradeId: number, category: number, item: number) =>
  `ci-${tradeId}-${category + 1}-${item + 1}`;

export interface CatalogueItem {
  id: string;
  categoryId: string;
  tradeId: number;
  name: string;
  kind: 'part' | 'labor';
  cents: number;
}

/** Every item, flat, with its price in cents (per unit for parts, per hour for labour). */
export const catalogueItems: CatalogueItem[] = catalogue.flatMap(({ tradeId, categories }) =>
  categories.flatMap((category, c) =>
    category.items.map((item, i): CatalogueItem => {
      const base = { id: closingItemId(tradeId, c, i), categoryId: categoryId(tradeId, c), tradeId };
      return item[0] === 'labor'
        ? { ...base, name: laborName(item[1] as string), kind: 'labor', cents: toCents(item[2] as number) }
        : { ...base, name: item[0], kind: 'part', cents: toCents(item[1] as number) };
    }),
  ),
);

export async function seedClosingItems(tx: Tx, t: Tables) {
  const categories = catalogue.flatMap(({ tradeId, categories: list }) =>
    list.map((category, index) => ({ id: categoryId(tradeId, index), tradeId, name: category.name, sortOrder: index })),
  );
  await tx.insert(t.closingItemCategories).values(categories).onConflictDoNothing();
  await tx
    .insert(t.closingItems)
    .values(
      catalogueItems.map((item, index) => ({
        id: item.id,
        categoryId: item.categoryId,
        name: item.name,
        kind: item.kind,
        defaultPricePerUnitCents: item.kind === 'part' ? item.cents : null,
        defaultCostPerHourCents: item.kind === 'labor' ? item.cents : null,
        sortOrder: index,
      })),
    )
    .onConflictDoNothing();
}
