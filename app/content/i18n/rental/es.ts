import type { RentalTexts } from "./en.ts";

export const es = {
  title: "Alquiler de equipo de escalada",
  collageAlt: "Equipo de escalada sobre la roca: cuerdas, cascos, arneses, cintas exprés y pies de gato",
  availableTitle: "Equipo disponible",
  availableText:
    "Revisamos todo nuestro equipo después de cada uso y lo reemplazamos cuando corresponde. Lo retirás y lo devolvés en nuestra base en Bariloche; los precios son por unidad y por día. Pasá el cursor o tocá cada artículo para ver los detalles.",
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
    text: "No es la montaña lo que conquistamos, sino a nosotros mismos.",
    author: "Edmund Hillary",
  },
} satisfies RentalTexts;
