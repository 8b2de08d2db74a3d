/**
 * The words of the brochure in its two languages (en-US and es-MX). The plans and
 * coverage follow the seeded catalogue (api/src/seed/catalog.ts); prices depend on the state and the home,
 * so the brochure sends readers to a quote rather than printing them.
 */
import type { Brand, BrochureCulture } from '@hw/shared';

export interface BrochureText {
  title: string;
  tagline: string;
  intro: string;
  facts: string[];
  plansHeading: string;
  homeownerPlansHeading: string;
  realEstatePlansHeading: string;
  homeownerPlans: [name: string, text: string][];
  realEstatePlans: [name: string, text: string][];
  serviceFee: string;
  coveredHeading: string;
  systemsHeading: string;
  systems: string[];
  appliancesHeading: string;
  appliances: string[];
  addonsHeading: string;
  addons: string[];
  notCoveredHeading: string;
  notCovered: string;
  claimsHeading: string;
  claims: string[];
  contactHeading: string;
  contact: (brand: Brand, site: string) => string[];
  legal: string;
}

const english: BrochureText = {
  title: 'Home Warranty Plans',
  tagline: 'Repairs and replacements for the systems and appliances you rely on every day.',
  intro:
    'A home warranty covers the repair or replacement of major home systems and appliances that fail from normal wear ' +
    'and tear. When something covered breaks, you request service, a licensed local contractor comes out, and you pay ' +
    'a set service call fee instead of the full cost of the repair.',
  facts: [
    'Protecting more than 70,000 homeowners',
    'A contractor assigned within 24 hours of a claim',
    'Serving Arizona, Idaho, Nevada, Oregon, Texas and Utah',
  ],
  plansHeading: 'Our plans',
  homeownerPlansHeading: 'For homeowners',
  realEstatePlansHeading: 'For home buyers and sellers',
  homeownerPlans: [
    [
      'Essentials',
      'Heating, air conditioning, plumbing, drain stoppages, water heater, electrical and garage door opener.',
    ],
    ['Signature', 'Everything in Essentials plus ductwork, ceiling fans and the kitchen appliances.'],
    ['Platinum', 'Everything in Signature plus the clothes washer and dryer, and a yearly A/C tune-up.'],
  ],
  realEstatePlans: [
    [
      "Buyer's Essentials",
      'Home systems plus the dishwasher, oven and garbage disposal. Available as listing coverage.',
    ],
    ["Buyer's Choice", 'All home systems and the kitchen appliances. Available as listing coverage.'],
    ["Buyer's Premier", 'All home systems and appliances, including washer and dryer, with a yearly A/C tune-up.'],
  ],
  serviceFee:
    'Choose a service call fee of $75, $100 or $125 when you order: a higher fee lowers the plan price. One fee covers ' +
    'the visit of one trade, including a return trip to install a part.',
  coveredHeading: 'What is covered',
  systemsHeading: 'Home systems',
  systems: [
    'Heating: furnaces, heat pumps, thermostats',
    'Air conditioning: condensers, compressors, coils',
    'Plumbing: leaks and breaks, toilets, valves, faucets',
    'Drain stoppages through an existing clean-out',
    'Water heaters, tank and tankless',
    'Electrical: panel, breakers, wiring, switches, outlets',
    'Ductwork and ceiling fans (on most plans)',
    'Garage door opener',
  ],
  appliancesHeading: 'Appliances',
  appliances: [
    'Kitchen refrigerator, including ice maker',
    'Dishwasher',
    'Oven, range and cooktop',
    'Built-in microwave',
    'Garbage disposal',
    'Clothes washer and dryer (Platinum and Premier)',
  ],
  addonsHeading: 'Optional add-ons',
  addons: [
    'Pool and spa equipment',
    'Additional refrigerator',
    'Well pump',
    'Septic system',
    'Roof leak repair',
    'Water softener',
    'Sewer line',
    'Yearly A/C tune-up',
  ],
  notCoveredHeading: 'What is not covered',
  notCovered:
    'A home warranty is not homeowners insurance: fire, storms, floods and theft are for your insurer. Plans do not ' +
    'cover items that were already broken when coverage began, damage from neglect or improper installation, cosmetic ' +
    'parts, or code upgrades beyond what a covered repair requires. Each covered item has its own limits.',
  claimsHeading: 'How claims work',
  claims: [
    'Request service online from your account at any hour, or call us.',
    'We assign a licensed local contractor, usually within 24 hours.',
    'The contractor calls you to schedule a visit at a time that suits you.',
    'At the visit you pay your service call fee; the technician diagnoses the problem.',
    'Covered items are repaired, or replaced with similar features and capacity when a repair is not practical.',
    'Follow every step of your request in your online account.',
  ],
  contactHeading: 'Contact us',
  contact: (brand, site) => [
    `Phone: ${brand.phone}`,
    `E-mail: ${brand.customerCareEmail}`,
    `Online: ${site} for plans, quotes and ordering`,
    `Mailing address: ${brand.mailingCity} ${brand.mailingZip}`,
  ],
  legal:
    'Coverage is subject to the terms, conditions, limits and exclusions of the residential service contract. A 30-day ' +
    'waiting period applies to new contracts not bought at the close of a home sale. Plans and prices vary by state.',
};

const spanish: BrochureText = {
  title: 'Planes de Garantía para el Hogar',
  tagline: 'Reparaciones y reemplazos de los sistemas y electrodomésticos que usa todos los días.',
  intro:
    'Una garantía para el hogar cubre la reparación o el reemplazo de los principales sistemas y electrodomésticos de ' +
    'su casa cuando fallan por el desgaste normal. Cuando algo cubierto se descompone, usted solicita servicio, un ' +
    'contratista local con licencia va a su casa y usted paga un cargo fijo por la visita en lugar del costo total de ' +
    'la reparación.',
  facts: [
    'Más de 70,000 propietarios protegidos',
    'Un contratista asignado dentro de las 24 horas de su solicitud',
    'Servicio en Arizona, Idaho, Nevada, Oregón, Texas y Utah',
  ],
  plansHeading: 'Nuestros planes',
  homeownerPlansHeading: 'Para propietarios',
  realEstatePlansHeading: 'Para compradores y vendedores de vivienda',
  homeownerPlans: [
    [
      'Essentials',
      'Calefacción, aire acondicionado, plomería, obstrucciones de drenaje, calentador de agua, sistema eléctrico y abridor de puerta de garaje.',
    ],
    ['Signature', 'Todo lo de Essentials más ductos, ventiladores de techo y los electrodomésticos de la cocina.'],
    [
      'Platinum',
      'Todo lo de Signature más la lavadora y la secadora, y un mantenimiento anual del aire acondicionado.',
    ],
  ],
  realEstatePlans: [
    [
      "Buyer's Essentials",
      'Sistemas de la casa más lavavajillas, horno y triturador de basura. Disponible como cobertura durante la venta.',
    ],
    [
      "Buyer's Choice",
      'Todos los sistemas de la casa y los electrodomésticos de la cocina. Disponible como cobertura durante la venta.',
    ],
    [
      "Buyer's Premier",
      'Todos los sistemas y electrodomésticos, incluidas la lavadora y la secadora, con mantenimiento anual del aire acondicionado.',
    ],
  ],
  serviceFee:
    'Al ordenar, elija un cargo por visita de servicio de $75, $100 o $125: un cargo más alto reduce el precio del ' +
    'plan. Un solo cargo cubre la visita de un oficio, incluido el regreso para instalar una pieza.',
  coveredHeading: 'Qué está cubierto',
  systemsHeading: 'Sistemas de la casa',
  systems: [
    'Calefacción: calefactores, bombas de calor, termostatos',
    'Aire acondicionado: condensadores, compresores, serpentines',
    'Plomería: fugas y roturas, inodoros, válvulas, llaves',
    'Obstrucciones de drenaje por un registro existente',
    'Calentadores de agua, con tanque y sin tanque',
    'Sistema eléctrico: panel, interruptores, cableado, contactos',
    'Ductos y ventiladores de techo (en la mayoría de los planes)',
    'Abridor de puerta de garaje',
  ],
  appliancesHeading: 'Electrodomésticos',
  appliances: [
    'Refrigerador de la cocina, incluida la máquina de hielo',
    'Lavavajillas',
    'Horno, estufa y parrilla',
    'Microondas empotrado',
    'Triturador de basura',
    'Lavadora y secadora (Platinum y Premier)',
  ],
  addonsHeading: 'Coberturas opcionales',
  addons: [
    'Equipo de alberca y spa',
    'Refrigerador adicional',
    'Bomba de pozo',
    'Sistema séptico',
    'Reparación de goteras del techo',
    'Suavizador de agua',
    'Línea de drenaje principal',
    'Mantenimiento anual del aire acondicionado',
  ],
  notCoveredHeading: 'Qué no está cubierto',
  notCovered:
    'Una garantía para el hogar no es un seguro de vivienda: los incendios, tormentas, inundaciones y robos ' +
    'corresponden a su aseguradora. Los planes no cubren artículos que ya estaban descompuestos al iniciar la ' +
    'cobertura, daños por descuido o instalación incorrecta, piezas estéticas, ni mejoras exigidas por código más allá ' +
    'de lo que requiere una reparación cubierta. Cada artículo cubierto tiene sus propios límites.',
  claimsHeading: 'Cómo funciona una solicitud de servicio',
  claims: [
    'Solicite servicio en línea desde su cuenta a cualquier hora, o llámenos.',
    'Asignamos un contratista local con licencia, normalmente dentro de las 24 horas.',
    'El contratista le llama para programar la visita en un horario que le convenga.',
    'En la visita usted paga su cargo por servicio; el técnico diagnostica el problema.',
    'Los artículos cubiertos se reparan, o se reemplazan por otros de características y capacidad similares cuando la reparación no es práctica.',
    'Siga cada paso de su solicitud en su cuenta en línea.',
  ],
  contactHeading: 'Contáctenos',
  contact: (brand, site) => [
    `Teléfono: ${brand.phone}`,
    `Correo electrónico: ${brand.customerCareEmail}`,
    `En línea: ${site} para planes, cotizaciones y pedidos`,
    `Dirección postal: ${brand.mailingCity} ${brand.mailingZip}`,
  ],
  legal:
    'La cobertura está sujeta a los términos, condiciones, límites y exclusiones del contrato de servicio residencial. ' +
    'Los contratos nuevos que no se compran al cierre de la venta de una casa tienen un periodo de espera de 30 días. ' +
    'Los planes y precios varían según el estado.',
};

export const BROCHURE_TEXT: Record<BrochureCulture, BrochureText> = { 'en-US': english, 'es-MX': spanish };
