/**
 * The question flows in Spanish (usted, plain words): every English text, help, unit, explanation and option
 * label of question-flows.ts and question-flows-appliances.ts with its Spanish, and the closing questions'
 * sentences, which name the item. The seed stores them beside each flow (`question_flows.translations`).
 */
import { type FlowTexts, flowTexts, type QuestionFlow, type QuestionTexts } from '@hw/shared';

/** The item a seeded flow's closing questions name, in English (as the flow writes it) and in Spanish. */
const FLOW_ITEMS: Record<string, { en: string; es: string }> = {
  'si-cooling': { en: 'air conditioning', es: 'aire acondicionado' },
  'si-heating': { en: 'heating system', es: 'sistema de calefacción' },
  'si-water-heater': { en: 'water heater', es: 'calentador de agua' },
  'si-stoppages': { en: 'drain', es: 'drenaje' },
  'si-electrical': { en: 'electrical system', es: 'sistema eléctrico' },
  'si-refrigerator': { en: 'refrigerator', es: 'refrigerador' },
  'si-dishwasher': { en: 'dishwasher', es: 'lavavajillas' },
  'si-oven': { en: 'oven or range', es: 'horno o estufa' },
  'si-disposal': { en: 'garbage disposal', es: 'triturador de basura' },
  'si-washer': { en: 'clothes washer', es: 'lavadora' },
  'si-dryer': { en: 'clothes dryer', es: 'secadora' },
};

/** The sentences that name the item (`{item}`). */
const ITEM_SENTENCES: Record<string, string> = {
  'When did you first notice the problem with your {item}?': '¿Cuándo notó por primera vez el problema con su {item}?',
  'About how old is the {item}, in years?': '¿Cuántos años tiene aproximadamente su {item}?',
  'Thank you. This sounds like a covered {item} repair. Next, tell us how to reach you and pay the service call fee; a technician will call you to schedule.':
    'Gracias. Parece una reparación cubierta de su {item}. Ahora díganos cómo comunicarnos con usted y pague la tarifa de visita de servicio; un técnico le llamará para programar la visita.',
  'What is wrong with your {item}? Tell us what you see and hear.':
    '¿Qué problema tiene su {item}? Cuéntenos qué ve y qué escucha.',
};

const SPANISH: Record<string, string> = {
  // Shared by every flow.
  'We are sorry: this is not covered by your home warranty.':
    'Lo sentimos: esto no está cubierto por su garantía de vivienda.',
  'What is happening? Choose all that apply.': '¿Qué está pasando? Elija todas las opciones que correspondan.',
  'Loud or unusual noise': 'Ruido fuerte o extraño',
  'I do not know': 'No sé',
  '°F': '°F',
  years: 'años',
  gallons: 'galones',
  Electric: 'Eléctrica',
  Gas: 'De gas',
  'The year is often on the label or in the manual. Leave this blank if you do not know.':
    'El año suele estar en la etiqueta o en el manual. Deje esto en blanco si no lo sabe.',
  'Did you know of this problem before your contract started, or was it noted in a home inspection or disclosure?':
    '¿Sabía de este problema antes de que empezara su contrato, o se anotó en una inspección de la casa o en la declaración del vendedor?',
  'Problems that existed before your coverage started, and were known or noted in an inspection or a seller disclosure, are excluded by your contract. A new failure of this item is still covered: start another request if something else goes wrong.':
    'Su contrato excluye los problemas que ya existían antes de que empezara su cobertura y que se conocían o se anotaron en una inspección o en la declaración del vendedor. Una falla nueva de este artículo sí está cubierta: haga otra solicitud si algo más deja de funcionar.',
  'Anything else the technician should know? Access, gate codes, pets, the best time to come.':
    '¿Hay algo más que el técnico deba saber? Cómo entrar, códigos de la reja, mascotas, la mejor hora para venir.',
  'Please enter your initials to confirm that an adult will be home for the visit and that the service call fee, paid when you file this request, is not refunded if the technician finds the failure is not covered.':
    'Escriba sus iniciales para confirmar que un adulto estará en casa durante la visita y que la tarifa de visita de servicio, que paga al hacer esta solicitud, no se devuelve si el técnico encuentra que la falla no está cubierta.',
  'Does the display show an error code? Type it as shown, or leave this blank.':
    '¿La pantalla muestra un código de error? Escríbalo tal como aparece, o deje esto en blanco.',
  'Leave the home now, without switching lights or appliances on or off, and call your gas utility or 911 from outside. Come back to this request once the home has been made safe.':
    'Salga de la casa ahora, sin prender ni apagar luces ni aparatos, y llame desde afuera a su compañía de gas o al 911. Vuelva a esta solicitud cuando la casa ya sea segura.',
  'We will mark your request as a priority.': 'Marcaremos su solicitud como prioritaria.',

  // Cooling.
  'What kind of cooling equipment needs service?': '¿Qué tipo de equipo de aire acondicionado necesita servicio?',
  'Central air conditioner (with an outdoor unit)': 'Aire acondicionado central (con una unidad afuera)',
  'Heat pump': 'Bomba de calor',
  'Window or portable unit': 'Unidad de ventana o portátil',
  'Evaporative (swamp) cooler on the roof': 'Enfriador evaporativo (cooler) en el techo',
  'Window units, portable air conditioners and roof-mounted evaporative coolers are not covered. Your plan covers central air conditioning and heat pumps: condensers, compressors, coils and refrigerant recharge.':
    'Las unidades de ventana, los aires acondicionados portátiles y los enfriadores evaporativos en el techo no están cubiertos. Su plan cubre el aire acondicionado central y las bombas de calor: condensadores, compresores, serpentines y recarga de refrigerante.',
  'It runs but blows warm air': 'Funciona pero echa aire caliente',
  'It does not turn on': 'No prende',
  'Ice on the lines or the indoor coil': 'Hielo en los tubos o en el serpentín de adentro',
  'Water leaking indoors': 'Gotea agua dentro de la casa',
  'Burning smell or smoke': 'Olor a quemado o humo',
  'Turn the system off at the thermostat and at its breaker now. If you see smoke or flames, leave the home and call 911. Do not switch it back on until a technician has checked it.':
    'Apague el sistema ahora en el termostato y en su interruptor (breaker). Si ve humo o llamas, salga de la casa y llame al 911. No lo vuelva a prender hasta que un técnico lo revise.',
  'Switch the system off and put towels or a pan under the leak. A clogged condensate drain is a common cause.':
    'Apague el sistema y ponga toallas o un recipiente debajo de la gotera. Una causa común es el drenaje de condensación tapado.',
  'Is the thermostat set to Cool, below the room temperature, with fresh batteries?':
    '¿El termostato está en Cool (frío), más bajo que la temperatura del cuarto y con pilas nuevas?',
  'Many cooling problems are solved at the thermostat: set it to Cool, a few degrees below the room, replace its batteries and wait 15 minutes. If it still does not cool, continue with this request.':
    'Muchos problemas de enfriamiento se resuelven en el termostato: póngalo en Cool (frío), unos grados más bajo que el cuarto, cámbiele las pilas y espere 15 minutos. Si todavía no enfría, siga con esta solicitud.',
  'When was the air filter last changed?': '¿Cuándo se cambió el filtro de aire por última vez?',
  'In the last 3 months': 'En los últimos 3 meses',
  'More than 3 months ago': 'Hace más de 3 meses',
  'What temperature is it inside the home right now?': '¿Qué temperatura hace dentro de la casa en este momento?',
  'How urgent is this for your household? One star: it can wait a few days. Five stars: someone at home is elderly, an infant or medically at risk in the heat.':
    '¿Qué tan urgente es esto para su hogar? Una estrella: puede esperar unos días. Cinco estrellas: en casa vive una persona mayor, un bebé o alguien con riesgo de salud por el calor.',
  'We will mark your request as a priority. If anyone shows signs of heat illness, call 911.':
    'Marcaremos su solicitud como prioritaria. Si alguien muestra señales de enfermedad por calor, llame al 911.',

  // Heating.
  'Do you smell gas (like rotten eggs) near the furnace or anywhere in the home?':
    '¿Huele a gas (como a huevo podrido) cerca del calentón (furnace) o en cualquier parte de la casa?',
  'What kind of heating needs service?': '¿Qué tipo de calefacción necesita servicio?',
  'Gas furnace': 'Calentón (furnace) de gas',
  'Electric furnace': 'Calentón (furnace) eléctrico',
  'Fireplace or wood stove': 'Chimenea o estufa de leña',
  'Geothermal or solar heating': 'Calefacción geotérmica o solar',
  'Fireplaces, wood stoves and geothermal or solar heating are not covered. Your plan covers furnaces and heat pumps, their thermostats, gas valves and igniters.':
    'Las chimeneas, las estufas de leña y la calefacción geotérmica o solar no están cubiertas. Su plan cubre los calentones (furnaces) y las bombas de calor, sus termostatos, válvulas de gas y encendedores.',
  'No heat at all': 'No calienta nada',
  'Not enough heat': 'No calienta lo suficiente',
  'The blower runs all the time': 'El ventilador funciona todo el tiempo',
  'It turns on and off every few minutes': 'Se prende y se apaga cada pocos minutos',
  'Banging, squealing or rattling': 'Golpes, chillidos o traqueteo',
  'The carbon monoxide alarm is sounding': 'Está sonando la alarma de monóxido de carbono',
  'Get everyone out of the home now, leave the doors open and call 911 or the fire department from outside. Do not run the furnace again until it has been inspected.':
    'Saque a todos de la casa ahora, deje las puertas abiertas y llame desde afuera al 911 o a los bomberos. No vuelva a usar el calentón hasta que lo revisen.',
  'Is the thermostat set to Heat and above the room temperature?':
    '¿El termostato está en Heat (calor) y más alto que la temperatura del cuarto?',
  'Set the thermostat to Heat, a few degrees above the room, and wait 10 minutes. If there is still no heat, continue with this request.':
    'Ponga el termostato en Heat (calor), unos grados más alto que el cuarto, y espere 10 minutos. Si todavía no calienta, siga con esta solicitud.',
  'Below 55 °F we treat a heating request as a priority. Keep pipes from freezing by opening cabinet doors under sinks.':
    'Con menos de 55 °F atendemos la solicitud de calefacción como prioritaria. Para que no se congelen las tuberías, abra las puertas de los gabinetes debajo de los lavabos.',

  // Water heater.
  'What kind of water heater do you have?': '¿Qué tipo de calentador de agua tiene?',
  'Gas, with a tank': 'De gas, con tanque',
  'Electric, with a tank': 'Eléctrico, con tanque',
  Tankless: 'Sin tanque (de paso)',
  'Solar, or a holding tank': 'Solar, o un tanque de almacenamiento',
  'Solar water heaters and holding tanks are not covered. Your plan covers gas and electric tank water heaters and tankless units.':
    'Los calentadores de agua solares y los tanques de almacenamiento no están cubiertos. Su plan cubre los calentadores de agua con tanque, de gas o eléctricos, y los calentadores sin tanque.',
  'Do you smell gas near the water heater?': '¿Huele a gas cerca del calentador de agua?',
  'Tankless heaters show an error code when they stop. Type it as shown, or leave this blank.':
    'Los calentadores sin tanque muestran un código de error cuando se detienen. Escríbalo tal como aparece, o deje esto en blanco.',
  'What is the problem?': '¿Cuál es el problema?',
  'No hot water': 'No hay agua caliente',
  'Not enough hot water': 'No alcanza el agua caliente',
  'Water leaking from the tank itself': 'Gotea agua del tanque mismo',
  'Water leaking from a pipe or valve on top': 'Gotea agua de un tubo o una válvula de arriba',
  'The relief valve drips or sprays': 'La válvula de alivio gotea o echa agua',
  'Rumbling or popping': 'Retumba o truena',
  'Close the cold-water valve above the water heater and switch off its breaker or set the gas control to Off. A leaking tank usually has to be replaced; keep the area dry until the technician arrives.':
    'Cierre la válvula de agua fría que está arriba del calentador y apague su interruptor (breaker) o ponga el control del gas en Off (apagado). Un tanque que gotea casi siempre se tiene que cambiar; mantenga seca el área hasta que llegue el técnico.',
  'What is the tank size, in gallons? It is on the label. Leave blank if you do not know.':
    '¿De cuántos galones es el tanque? Viene en la etiqueta. Déjelo en blanco si no lo sabe.',

  // Drain stoppages.
  'Which drain is stopped?': '¿Qué drenaje está tapado?',
  'Kitchen sink': 'Fregadero de la cocina',
  'Bathroom sink': 'Lavabo del baño',
  'Tub or shower': 'Tina o regadera',
  Toilet: 'Excusado',
  'Several drains at once': 'Varios drenajes a la vez',
  'A drain or sewer line outside the house': 'Un drenaje o la línea del drenaje fuera de la casa',
  'Stoppages in lines outside the foundation of the house are not covered. Your plan covers clearing sink, tub, shower and toilet stoppages inside the home.':
    'Los tapones en las líneas fuera de los cimientos de la casa no están cubiertos. Su plan cubre destapar fregaderos, lavabos, tinas, regaderas y excusados dentro de la casa.',
  'Is there a clean-out (a capped pipe, often outside by the foundation or in the garage) a plumber can reach?':
    '¿Hay un registro (un tubo con tapa, casi siempre afuera junto a los cimientos o en la cochera) al que pueda llegar el plomero?',
  'Stoppages are cleared through an existing clean-out. Without one the plumber may pull a toilet to reach the line; the cost of creating new access is not covered.':
    'Los tapones se destapan por un registro que ya exista. Si no hay uno, el plomero puede quitar un excusado para llegar a la línea; el costo de hacer un acceso nuevo no está cubierto.',
  'Is sewage or dirty water backing up into tubs, showers or floor drains?':
    '¿Se está regresando agua sucia o de drenaje a las tinas, regaderas o coladeras del piso?',
  'Stop using water in the home (no flushing, showers, dishwasher or laundry) until the line is cleared, and keep children and pets away from the backed-up water.':
    'Deje de usar agua en la casa (no le jale al excusado, no se bañe, no use el lavavajillas ni lave ropa) hasta que se destape la línea, y mantenga a los niños y las mascotas lejos del agua regresada.',
  'Has a plumber told you before that tree roots cause stoppages in this line?':
    '¿Algún plomero le ha dicho antes que las raíces de árboles tapan esta línea?',
  'Stoppages caused by tree roots are not covered. A plumber of your choice can clear the roots; ask about treating or repairing the line so it does not happen again.':
    'Los tapones causados por raíces de árboles no están cubiertos. Un plomero de su elección puede quitar las raíces; pregúntele cómo tratar o reparar la línea para que no vuelva a pasar.',
  'Have you poured a chemical drain cleaner into the drain in the last 48 hours?':
    '¿Ha echado un destapacaños químico en el drenaje en las últimas 48 horas?',
  'Please tell the plumber when they arrive: chemical cleaners can burn skin and eyes when the line is opened.':
    'Dígaselo al plomero cuando llegue: los destapacaños químicos pueden quemar la piel y los ojos cuando se abre la línea.',

  // Electrical.
  'What is the electrical problem?': '¿Cuál es el problema eléctrico?',
  'An outlet or switch does not work': 'Un contacto o un apagador no funciona',
  'A breaker keeps tripping': 'Un interruptor (breaker) se bota una y otra vez',
  'Part of the home has no power': 'Una parte de la casa no tiene luz',
  'The whole home has no power': 'Toda la casa está sin luz',
  'A light fixture, bulb, solar panel or home battery': 'Una lámpara, un foco, un panel solar o una batería de la casa',
  'Light fixtures, bulbs, solar panels and home batteries are not covered. Your plan covers the panel, breakers, wiring, switches and outlets.':
    'Las lámparas, los focos, los paneles solares y las baterías de la casa no están cubiertos. Su plan cubre el tablero eléctrico, los interruptores (breakers), el cableado, los apagadores y los contactos.',
  'Are your neighbours without power too?': '¿Sus vecinos también están sin luz?',
  'A power outage in the neighbourhood is a utility problem, not a failure of your home’s electrical system. Please report it to your electric utility.':
    'Un apagón en el vecindario es un problema de la compañía de luz, no una falla del sistema eléctrico de su casa. Repórtelo a su compañía de luz.',
  'Do you notice any of these? Choose all that apply, or none.':
    '¿Nota alguna de estas cosas? Elija todas las que correspondan, o ninguna.',
  'Sparks or arcing': 'Chispas o arcos eléctricos',
  'Burning smell or scorch marks': 'Olor a quemado o marcas de quemadura',
  'An outlet or switch plate warm to the touch': 'Un contacto o la tapa de un apagador se siente caliente',
  'Buzzing from the panel': 'Zumbido en el tablero eléctrico',
  'Do not use that outlet or switch. If you can do it safely, switch off its breaker or the main breaker. If there is smoke or fire, or the panel is sparking, leave the home and call 911.':
    'No use ese contacto ni ese apagador. Si puede hacerlo sin peligro, apague su interruptor (breaker) o el interruptor principal. Si hay humo o fuego, o el tablero echa chispas, salga de la casa y llame al 911.',
  'Have you reset the breaker and any GFCI outlets (the ones with Test and Reset buttons) on that circuit?':
    '¿Ya restableció el interruptor (breaker) y los contactos GFCI (los que tienen botones Test y Reset) de ese circuito?',
  'Switch the tripped breaker fully off, then on, and press Reset on GFCI outlets in kitchens, bathrooms, the garage and outside. If the power does not come back, continue with this request.':
    'Apague por completo el interruptor que se botó y vuelva a prenderlo, y oprima Reset en los contactos GFCI de la cocina, los baños, la cochera y afuera. Si no regresa la luz, siga con esta solicitud.',
  'Which rooms or outlets are affected?': '¿Qué cuartos o contactos tienen el problema?',

  // Refrigerator.
  'Which refrigerator needs service?': '¿Qué refrigerador necesita servicio?',
  'The main kitchen refrigerator': 'El refrigerador principal de la cocina',
  'A second refrigerator or a stand-alone freezer': 'Un segundo refrigerador o un congelador aparte',
  'Your plan covers the kitchen refrigerator. A second refrigerator or a stand-alone freezer is covered only with the Additional Refrigerator add-on; if your contract has it, request service for that item instead.':
    'Su plan cubre el refrigerador de la cocina. Un segundo refrigerador o un congelador aparte solo está cubierto con la cobertura adicional Additional Refrigerator; si su contrato la tiene, pida el servicio para ese artículo.',
  'The fresh-food section is not cold': 'La parte de alimentos frescos no enfría',
  'The freezer is not freezing': 'El congelador no congela',
  'The ice maker or water dispenser does not work': 'La máquina de hielo o el dispensador de agua no funciona',
  'Water is leaking': 'Gotea agua',
  'A shelf, bin, drawer or handle is broken': 'Se rompió una repisa, un cajón, una gaveta o una manija',
  'Shelves, bins, drawers, racks and handles are not covered. If the refrigerator also fails to cool, make ice or dispense water, start again and choose that too.':
    'Las repisas, los cajones, las gavetas, las parrillas y las manijas no están cubiertos. Si el refrigerador además no enfría, no hace hielo o no da agua, empiece de nuevo y elija eso también.',
  'Keep the doors closed and move perishable food to a cooler with ice. Food that spoils while the refrigerator is broken is not covered.':
    'Mantenga las puertas cerradas y pase los alimentos que se echan a perder a una hielera con hielo. La comida que se eche a perder mientras el refrigerador está descompuesto no está cubierta.',
  'If you have a thermometer, what temperature is the fresh-food section? Leave blank if you do not know.':
    'Si tiene un termómetro, ¿qué temperatura tiene la parte de alimentos frescos? Déjelo en blanco si no lo sabe.',
  'How urgent is this? One star: it can wait a few days. Five stars: medicine or baby formula needs refrigeration.':
    '¿Qué tan urgente es esto? Una estrella: puede esperar unos días. Cinco estrellas: hay medicinas o fórmula para bebé que necesitan refrigeración.',

  // Dishwasher.
  'What is wrong with the dishwasher?': '¿Qué problema tiene el lavavajillas?',
  'It does not start': 'No arranca',
  'Water stays in the bottom': 'Se queda agua en el fondo',
  'It does not clean or dry the dishes': 'No lava o no seca los trastes',
  'It leaks onto the floor': 'Gotea al piso',
  'Only the racks, baskets or the door panel are broken':
    'Solo están rotas las rejillas, las canastillas o el panel de la puerta',
  'Turn off the water valve under the kitchen sink and wipe up the water. Do not run the dishwasher until it is repaired.':
    'Cierre la llave del agua debajo del fregadero de la cocina y seque el agua. No use el lavavajillas hasta que lo reparen.',
  'Racks, baskets, rollers and door panels are not covered; your plan covers the pump, motor, timer and seals.':
    'Las rejillas, las canastillas, las rueditas y los paneles de la puerta no están cubiertos; su plan cubre la bomba, el motor, el temporizador y los empaques.',

  // Oven, range and cooktop.
  'What kind of appliance is it?': '¿Qué tipo de aparato es?',
  'Gas range': 'Estufa de gas',
  'Electric range': 'Estufa eléctrica',
  'Built-in wall oven': 'Horno empotrado en la pared',
  'Gas cooktop': 'Parrilla de gas',
  'Electric or glass cooktop': 'Parrilla eléctrica o de vidrio',
  'Do you smell gas near the range or cooktop?': '¿Huele a gas cerca de la estufa o la parrilla?',
  'A burner or element does not heat': 'Un quemador o una resistencia no calienta',
  'A gas burner clicks but does not light': 'Un quemador de gas hace clic pero no prende',
  'The oven does not heat': 'El horno no calienta',
  'The oven temperature is off': 'La temperatura del horno no es la correcta',
  'The controls, clock or self-clean do not work': 'Los controles, el reloj o la autolimpieza no funcionan',
  'The door does not close or lock': 'La puerta no cierra o no se traba',
  'Only a cracked glass cooktop, a rack or the rotisserie':
    'Solo una parrilla de vidrio estrellada, una rejilla o el rosticero',
  'Glass cooktop surfaces, racks and rotisseries are not covered; your plan covers the burners, elements, controls, and the self-cleaning and clock functions.':
    'Las superficies de vidrio de las parrillas, las rejillas y los rosticeros no están cubiertos; su plan cubre los quemadores, las resistencias, los controles, la autolimpieza y el reloj.',

  // Garbage disposal.
  'What does the garbage disposal do?': '¿Qué hace el triturador de basura?',
  'It hums but does not turn': 'Zumba pero no gira',
  'It makes no sound at all': 'No hace ningún ruido',
  'It leaks under the sink': 'Gotea debajo del fregadero',
  'Something fell in and jammed or broke it (a bone, utensil or glass)':
    'Se cayó algo adentro y lo atoró o lo rompió (un hueso, un cubierto o vidrio)',
  'Damage caused by foreign objects such as bones, utensils or glass is not covered. Remove nothing by hand: switch the disposal off at the breaker before anyone reaches in.':
    'Los daños causados por objetos como huesos, cubiertos o vidrio no están cubiertos. No saque nada con la mano: apague el triturador en el interruptor (breaker) antes de que alguien meta la mano.',
  'Have you pressed the red reset button on the bottom of the unit and checked the wall switch and the breaker?':
    '¿Ya oprimió el botón rojo de reset debajo de la unidad y revisó el apagador de la pared y el interruptor (breaker)?',
  'Turn the switch off, press the red reset button under the unit, then try again. Never put your hand in the disposal. If it still does not work, continue with this request.':
    'Apague el apagador, oprima el botón rojo de reset debajo de la unidad y vuelva a intentarlo. Nunca meta la mano en el triturador. Si todavía no funciona, siga con esta solicitud.',

  // Washer.
  'What kind of washer is it?': '¿Qué tipo de lavadora es?',
  'Top-loading': 'De carga superior',
  'Front-loading': 'De carga frontal',
  'A shared or coin-operated laundry machine': 'Una lavadora compartida o de monedas',
  'Machines in a shared laundry room and coin-operated machines are not part of your home and are not covered.':
    'Las máquinas de una lavandería compartida y las de monedas no son parte de su casa y no están cubiertas.',
  'It does not spin': 'No centrifuga',
  'It does not drain': 'No saca el agua',
  'It leaks': 'Gotea',
  'Loud banging or shaking': 'Golpea fuerte o se sacude',
  'The soap dispenser or lint screen is broken': 'Se rompió el dispensador de jabón o el filtro de pelusa',
  'Soap dispensers and lint screens are not covered; your plan covers the motor, pump, timer and belts.':
    'Los dispensadores de jabón y los filtros de pelusa no están cubiertos; su plan cubre el motor, la bomba, el temporizador y las bandas.',
  'Turn off the hot and cold water valves behind the washer until it is repaired.':
    'Cierre las llaves del agua caliente y fría detrás de la lavadora hasta que la reparen.',

  // Dryer.
  'Is your dryer gas or electric?': '¿Su secadora es de gas o eléctrica?',
  'Do you smell gas near the dryer?': '¿Huele a gas cerca de la secadora?',
  'It runs but does not heat': 'Funciona pero no calienta',
  'The drum does not turn': 'El tambor no gira',
  'Loud squealing or thumping': 'Chilla o golpea fuerte',
  'Burning smell, smoke or sparks': 'Olor a quemado, humo o chispas',
  'Clothes take much longer to dry': 'La ropa tarda mucho más en secarse',
  'Stop the dryer and unplug it or switch off its breaker. Lint fires can smoulder: if smoke continues or you see flames, leave the home and call 911.':
    'Pare la secadora y desconéctela o apague su interruptor (breaker). La pelusa puede quemarse sin llama: si sigue saliendo humo o ve llamas, salga de la casa y llame al 911.',
  'Has the dryer vent to the outside been cleaned in the last year?':
    '¿Se limpió en el último año el ducto de la secadora que sale hacia afuera?',
  'A clogged vent is the most common cause of slow drying, and vent cleaning is maintenance that is not covered. Have the vent cleaned; if the dryer still does not dry, start a new request.':
    'Un ducto tapado es la causa más común de que la ropa tarde en secarse, y limpiar el ducto es mantenimiento que no está cubierto. Mande limpiar el ducto; si la secadora todavía no seca, haga una nueva solicitud.',
};

function spanishOf(english: string, item: { en: string; es: string }): string {
  const exact = SPANISH[english];
  if (exact !== undefined) return exact;
  for (const [sentence, spanish] of Object.entries(ITEM_SENTENCES)) {
    if (sentence.replace('{item}', item.en) === english) return spanish.replace('{item}', item.es);
  }
  throw new Error(`The question flows have no Spanish for “${english}”.`);
}

/**
 * A flow's words in Spanish. `description` is the coverage's name, which a flow without its own triage
 * names its item by (a coverage's name stays English). Throws on a text with no Spanish.
 */
export function spanishFlowTexts(flow: QuestionFlow, description: string): FlowTexts {
  const item = FLOW_ITEMS[flow.warrantyItemId] ?? { en: description.toLowerCase(), es: description };
  const words = (english: string) => spanishOf(english, item);
  const texts: FlowTexts = {};
  for (const [questionId, english] of Object.entries(flowTexts(flow))) {
    const spanish: QuestionTexts = { text: words(english.text) };
    if (english.help !== undefined) spanish.help = words(english.help);
    if (english.explanation !== undefined) spanish.explanation = words(english.explanation);
    if (english.unit !== undefined) spanish.unit = words(english.unit);
    if (english.options) {
      spanish.options = Object.fromEntries(
        Object.entries(english.options).map(([value, label]) => [value, words(label)]),
      );
    }
    texts[questionId] = spanish;
  }
  return texts;
}
