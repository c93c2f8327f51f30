/**
 * Other names for catalogue ingredients, as recipe sites and other apps write them. Spelling, case,
 * accents, plurals, possessives, word order and "fresh" are already taken care of by ingredientKey
 * (ingredient-names.ts), so only truly different names belong here: "Gin" is London Dry Gin, "Club
 * soda" is Soda Water. Every target is a seeded catalogue name (tested).
 */
import { ingredientKey } from "./ingredient-names";

export const INGREDIENT_ALIASES: Record<string, readonly string[]> = {
  "London Dry Gin": ["Gin", "Dry Gin"],
  "White Rum": ["Light Rum", "Silver Rum", "Rum", "Blanco Rum"],
  "Aged Rum": ["Añejo Rum"],
  "Blanco Tequila": ["Tequila", "Silver Tequila", "Tequila Plata"],
  Bourbon: ["Bourbon Whiskey"],
  "Rye Whiskey": ["Rye"],
  "Blended Scotch": ["Scotch", "Scotch Whiskey", "Blended Scotch Whiskey"],
  "Islay Scotch": ["Islay Scotch Whiskey", "Islay Single Malt"],
  "Soda Water": ["Club Soda", "Carbonated Water", "Soda", "Sparkling Water", "Seltzer"],
  "Tonic Water": ["Tonic"],
  "Angostura Bitters": ["Angostura Aromatic Bitters", "Aromatic Bitters", "Angostura", "Bitters"],
  "Peychaud's Bitters": ["Peychaud's"],
  Grenadine: ["Grenadine Syrup"],
  "Simple Syrup": ["Sugar Syrup", "Syrup", "Gomme Syrup", "Simple"],
  "Rich Simple Syrup": ["Rich Syrup", "2:1 Simple Syrup"],
  "Maraschino Liqueur": ["Maraschino"],
  Orgeat: ["Orgeat Syrup", "Almond Syrup"],
  "Passion Fruit Syrup": ["Passionfruit Syrup"],
  "Passion Fruit Purée": ["Passionfruit Purée"],
  "Heavy Cream": ["Cream", "Double Cream", "Whipping Cream"],
  "Mint Leaves": ["Mint", "Mint Leaf"],
  "Superfine Sugar": ["Sugar", "Caster Sugar", "Powdered Sugar", "White Sugar", "Granulated Sugar"],
  "Orange Curaçao": ["Curaçao", "Dry Curaçao"],
  "Blanc Vermouth": ["Vermouth Bianco"],
  "Sweet Vermouth": ["Vermouth Rosso", "Red Vermouth", "Italian Vermouth"],
  "Dry Vermouth": ["French Vermouth", "Vermouth"],
  "Hot Coffee": ["Coffee", "Brewed Coffee"],
  "Still Water": ["Water"],
  "Ice Cubes": ["Ice", "Cubed Ice"],
  "Whole Milk": ["Milk"],
  "Lemon Peel": ["Lemon Twist", "Lemon Zest"],
  "Orange Peel": ["Orange Twist", "Orange Zest"],
  "Cocktail Cherry": ["Cherry", "Maraschino Cherry"],
  "Sea Salt": ["Salt"],
  "Ground Nutmeg": ["Nutmeg"],
  "Cinnamon Stick": ["Cinnamon"],
  "Whole Cloves": ["Cloves"],
  Cola: ["Coca-Cola", "Coke"],
  "Lemon-Lime Soda": ["7-Up", "Sprite"],
  "Green Olive": ["Olive"],
  "Fernet-Branca": ["Fernet"],
  "Agave Syrup": ["Agave Nectar"],
  Brandy: ["Grape Brandy"],
};

/** Catalogue name by the key of each of its other names. */
export const ALIAS_TARGETS: ReadonlyMap<string, string> = new Map(
  Object.entries(INGREDIENT_ALIASES).flatMap(([target, aliases]) =>
    aliases.map((alias) => [ingredientKey(alias), target] as const),
  ),
);
