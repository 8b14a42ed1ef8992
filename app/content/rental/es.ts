import type { RentalTexts } from "./en.ts";

export const es = {
  title: "Alquiler de equipo de escalada",
  collageAlt: "Equipo de escalada sobre la roca: cuerdas, cascos, arneses, cintas exprés y pies de gato",
  availableTitle: "Equipo disponible",
  availableText:
    "Revisamos todo nuestro equipo después de cada uso y lo renovamos a tiempo. Lo retirás y lo devolvés en nuestra base en Bariloche; los precios son por unidad y por día. Pasá el cursor o tocá cada artículo para ver los detalles.",
  items: {
    helmet: {
      title: "Casco",
      price: "USD {rentalHelmet} / día",
      tooltip: "Casco de escalada y montaña, regulable para cualquier cabeza.",
    },
    rope: {
      title: "Cuerda dinámica",
      price: "USD {rentalRope} / día",
      tooltip: "Cuerda dinámica simple, disponible en largos de {ropeLengths} m.",
    },
    cord: {
      title: "Cordín con mosquetón",
      price: "USD {rentalCord} / día",
      tooltip: "Un tramo de cordín con mosquetón, para hacer un prusik de seguro en el rappel o armar reuniones.",
    },
    carabiner: {
      title: "Mosquetón con seguro",
      price: "USD {rentalCarabiner} / día",
      tooltip: "Mosquetón con seguro a rosca para asegurar, rapelar y armar reuniones.",
    },
    anchor: {
      title: "Kit de reunión",
      price: "USD {rentalAnchor} / día",
      tooltip: "Cintas y mosquetones con seguro para armar una reunión.",
    },
    harness: {
      title: "Arnés",
      price: "USD {rentalHarness} / día",
      tooltip: "Arnés de escalada regulable con portamateriales, para deportiva, tradicional y montaña.",
    },
    quickdraws: {
      title: "Cintas exprés",
      price: "USD {rentalQuickdrawSet} / día el juego de {quickdrawSetSize}, o USD {rentalQuickdrawSingle} / día cada una",
      tooltip: "Cintas exprés de deportiva, en juego de {quickdrawSetSize} o sueltas.",
    },
    belay: {
      title: "Asegurador",
      price: "USD {rentalBelay} / día",
      tooltip: "Asegurador asistido o de tipo tubo, con su mosquetón con seguro.",
    },
    shoes: {
      title: "Pies de gato",
      price: "USD {rentalShoes} / día",
      tooltip: "Pies de gato cómodos, en talles del {shoeSizeMin} al {shoeSizeMax}.",
    },
    rappel: {
      title: "Descensor",
      price: "USD {rentalRappel} / día",
      tooltip: "Descensor en ocho para rapelar.",
    },
    clipstick: {
      title: "Clip stick",
      price: "USD {rentalClipstick} / día",
      tooltip: "Pértiga extensible para chapar la primera chapa desde el suelo, en largos de {clipStickLengths}.",
    },
    crampons: {
      title: "Grampones",
      price: "USD {rentalCrampons} / día",
      tooltip: "Grampones de acero para nieve y hielo, regulables para botas de montaña.",
    },
    tent: {
      title: "Carpa grande",
      price: "USD {rentalTent} / día",
      tooltip: "Carpa grande de cuatro estaciones para acampar en la montaña.",
    },
    sleepingbag: {
      title: "Bolsa de dormir",
      price: "USD {rentalSleepingbag} / día",
      tooltip: "Bolsa de dormir abrigada para las noches frías en el refugio o en la carpa.",
    },
  },
  pickup: "Dónde retirar y devolver el equipo: {address}.",
  special: {
    title: "Equipo completo para {kitPeople} personas",
    text: "Todo lo que una cordada necesita para escalar: cuerda, cintas exprés, {kitPeople} arneses, {kitPeople} cascos, {kitPeople} aseguradores, mosquetones con seguro y un kit de reunión.",
    price: "USD {kitPerDay} por día o USD {kitMultiDayPrice} por {kitMultiDays} días",
    contactLabel: "Pedí el equipo por WhatsApp",
    contactFormLabel: "Pedí el equipo desde el formulario de contacto",
    contactMessage: "¡Hola! Quiero alquilar el equipo completo para {kitPeople} personas.",
  },
  specialPrices: [
    "Equipo completo, {kitPeople} personas, 1 día: USD {kitPerDay}",
    "Equipo completo, {kitPeople} personas, {kitMultiDays} días: USD {kitMultiDayPrice}",
  ],
  quote: {
    text: "No conquistamos la montaña, sino a nosotros mismos.",
    author: "Edmund Hillary",
  },
} satisfies RentalTexts;
