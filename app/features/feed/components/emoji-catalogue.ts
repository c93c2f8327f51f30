/**
 * The emoji picker's sixty emoji (part 2 §9: six categories, 10 each), with their English names and
 * keywords from emojibase-data 17, bundled so that the picker never fetches (frimousse would otherwise
 * load the whole of emojibase from a CDN) and search by name works offline. The chosen emoji suit a
 * cocktail site; `emoji-catalogue.test.ts` checks every entry against the installed emojibase-data
 * (name, keywords, version, and that its emojibase group belongs to its category).
 */
import type { EmojiData } from "frimousse";

/** Part 2 §9: "Emoji picker categories: Smileys & People, Animals & Nature, Food & Drink, Activities, Objects, Symbols, 10 each." */
export const EMOJI_PICKER_CATEGORIES = [
  "Smileys & People",
  "Animals & Nature",
  "Food & Drink",
  "Activities",
  "Objects",
  "Symbols",
] as const;
export const EMOJI_PER_CATEGORY = 10;

export type EmojiCategory = (typeof EMOJI_PICKER_CATEGORIES)[number];
export type CatalogueEmoji = { emoji: string; label: string; version: number; tags: string[] };

// biome-ignore format: one emoji a line reads as the list it is.
export const EMOJI_CATALOGUE: Record<EmojiCategory, CatalogueEmoji[]> = {
  "Smileys & People": [
    { emoji: "😀", label: "grinning face", version: 1, tags: ["cheerful","cheery","face","grin","grinning","happy","laugh","nice","smile","smiling","teeth"] },
    { emoji: "😂", label: "face with tears of joy", version: 0.6, tags: ["crying","face","feels","funny","haha","happy","hehe","hilarious","joy","laugh","lmao","lol","rofl","roflmao","tear"] },
    { emoji: "😍", label: "smiling face with heart-eyes", version: 0.6, tags: ["143","bae","eye","face","feels","heart-eyes","hearts","ily","kisses","love","romance","romantic","smile","xoxo"] },
    { emoji: "😉", label: "winking face", version: 0.6, tags: ["face","flirt","heartbreaker","sexy","slide","tease","wink","winking","winks"] },
    { emoji: "😋", label: "face savoring food", version: 0.6, tags: ["delicious","eat","face","food","full","hungry","savor","smile","smiling","tasty","um","yum","yummy"] },
    { emoji: "🤔", label: "thinking face", version: 1, tags: ["chin","consider","face","hmm","ponder","pondering","thinking","wondering"] },
    { emoji: "😎", label: "smiling face with sunglasses", version: 1, tags: ["awesome","beach","bright","bro","chilling","cool","face","rad","relaxed","shades","slay","smile","style","sunglasses","swag","win"] },
    { emoji: "🥳", label: "partying face", version: 11, tags: ["bday","birthday","celebrate","celebration","excited","face","happy","hat","hooray","horn","party","partying"] },
    { emoji: "👍️", label: "thumbs up", version: 0.6, tags: ["+1","good","hand","like","thumb","up","yes"] },
    { emoji: "❤️", label: "red heart", version: 0.6, tags: ["emotion","heart","love","red"] },
  ],
  "Animals & Nature": [
    { emoji: "🐶", label: "dog face", version: 0.6, tags: ["adorbs","animal","dog","face","pet","puppies","puppy"] },
    { emoji: "🐱", label: "cat face", version: 0.6, tags: ["animal","cat","face","kitten","kitty","pet"] },
    { emoji: "🦊", label: "fox", version: 3, tags: ["animal","face"] },
    { emoji: "🐝", label: "honeybee", version: 0.6, tags: ["animal","bee","bumblebee","honey","insect","nature","spring"] },
    { emoji: "🦩", label: "flamingo", version: 12, tags: ["animal","bird","flamboyant","ornithology","tropical"] },
    { emoji: "🌸", label: "cherry blossom", version: 0.6, tags: ["blossom","cherry","flower","plant","spring","springtime"] },
    { emoji: "🌹", label: "rose", version: 0.6, tags: ["beauty","elegant","flower","love","plant","red","valentine"] },
    { emoji: "🌿", label: "herb", version: 0.6, tags: ["leaf","plant"] },
    { emoji: "🌵", label: "cactus", version: 0.6, tags: ["desert","drought","nature","plant"] },
    { emoji: "🍀", label: "four leaf clover", version: 0.6, tags: ["4","clover","four","four-leaf","irish","leaf","lucky","plant"] },
  ],
  "Food & Drink": [
    { emoji: "🍸️", label: "cocktail glass", version: 0.6, tags: ["alcohol","bar","booze","club","cocktail","drink","drinking","drinks","glass","mad","martini","men"] },
    { emoji: "🍹", label: "tropical drink", version: 0.6, tags: ["alcohol","bar","booze","club","cocktail","drink","drinking","drinks","drunk","mai","party","tai","tropical","tropics"] },
    { emoji: "🍷", label: "wine glass", version: 0.6, tags: ["alcohol","bar","beverage","booze","club","drink","drinking","drinks","glass","restaurant","wine"] },
    { emoji: "🍺", label: "beer mug", version: 0.6, tags: ["alcohol","ale","bar","beer","booze","drink","drinking","drinks","mug","octoberfest","oktoberfest","pint","stein","summer"] },
    { emoji: "🥂", label: "clinking glasses", version: 3, tags: ["celebrate","clink","clinking","drink","glass","glasses"] },
    { emoji: "🥃", label: "tumbler glass", version: 3, tags: ["glass","liquor","scotch","shot","tumbler","whiskey","whisky"] },
    { emoji: "🍾", label: "bottle with popping cork", version: 1, tags: ["bar","bottle","cork","drink","popping"] },
    { emoji: "🍋", label: "lemon", version: 1, tags: ["citrus","fruit","sour"] },
    { emoji: "🍓", label: "strawberry", version: 0.6, tags: ["berry","fruit"] },
    { emoji: "🧊", label: "ice", version: 12, tags: ["cold","cube","iceberg"] },
  ],
  "Activities": [
    { emoji: "🎉", label: "party popper", version: 0.6, tags: ["awesome","birthday","celebrate","celebration","excited","hooray","party","popper","tada","woohoo"] },
    { emoji: "🎊", label: "confetti ball", version: 0.6, tags: ["ball","celebrate","celebration","confetti","party","woohoo"] },
    { emoji: "🎈", label: "balloon", version: 0.6, tags: ["birthday","celebrate","celebration"] },
    { emoji: "🎁", label: "wrapped gift", version: 0.6, tags: ["birthday","bow","box","celebration","christmas","gift","present","surprise","wrapped"] },
    { emoji: "🏆️", label: "trophy", version: 0.6, tags: ["champion","champs","prize","slay","sport","victory","win","winning"] },
    { emoji: "🎯", label: "bullseye", version: 0.6, tags: ["bull","dart","direct","entertainment","game","hit","target"] },
    { emoji: "🎲", label: "game die", version: 0.6, tags: ["dice","die","entertainment","game"] },
    { emoji: "🎨", label: "artist palette", version: 0.6, tags: ["art","artist","artsy","arty","colorful","creative","entertainment","museum","painter","painting","palette"] },
    { emoji: "🎃", label: "jack-o-lantern", version: 0.6, tags: ["celebration","halloween","jack","lantern","pumpkin"] },
    { emoji: "🎄", label: "Christmas tree", version: 0.6, tags: ["celebration","christmas","tree"] },
  ],
  "Objects": [
    { emoji: "🎵", label: "musical note", version: 0.6, tags: ["music","musical","note","sound"] },
    { emoji: "🎶", label: "musical notes", version: 0.6, tags: ["music","musical","note","notes","sound"] },
    { emoji: "🎧️", label: "headphone", version: 0.6, tags: ["earbud","sound"] },
    { emoji: "📸", label: "camera with flash", version: 1, tags: ["camera","flash","video"] },
    { emoji: "💡", label: "light bulb", version: 0.6, tags: ["bulb","comic","electric","idea","light"] },
    { emoji: "🕯️", label: "candle", version: 0.7, tags: ["light"] },
    { emoji: "📖", label: "open book", version: 0.6, tags: ["book","education","fantasy","knowledge","library","novels","open","reading"] },
    { emoji: "✏️", label: "pencil", version: 0.6, tags: ["pencil"] },
    { emoji: "🛒", label: "shopping cart", version: 3, tags: ["cart","shopping","trolley"] },
    { emoji: "🔑", label: "key", version: 0.6, tags: ["keys","lock","major","password","unlock"] },
  ],
  "Symbols": [
    { emoji: "✅️", label: "check mark button", version: 0.6, tags: ["button","check","checked","checkmark","complete","completed","done","fixed","mark","tick","✓"] },
    { emoji: "✔️", label: "check mark", version: 0.6, tags: ["check","checked","checkmark","done","heavy","mark","tick","✓"] },
    { emoji: "❌️", label: "cross mark", version: 0.6, tags: ["cancel","cross","mark","multiplication","multiply","x","×"] },
    { emoji: "❗️", label: "red exclamation mark", version: 0.6, tags: ["!","exclamation","mark","punctuation","red"] },
    { emoji: "❓️", label: "red question mark", version: 0.6, tags: ["?","mark","punctuation","question","red"] },
    { emoji: "‼️", label: "double exclamation mark", version: 0.6, tags: ["!","!!","bangbang","double","exclamation","mark","punctuation"] },
    { emoji: "♻️", label: "recycling symbol", version: 0.6, tags: ["recycle","recycling","symbol"] },
    { emoji: "🆒", label: "COOL button", version: 0.6, tags: ["button","cool"] },
    { emoji: "🆕", label: "NEW button", version: 0.6, tags: ["button","new"] },
    { emoji: "🔝", label: "TOP arrow", version: 0.6, tags: ["arrow","homie","top","up"] },
  ],
};

const capitalise = (label: string) => label.charAt(0).toUpperCase() + label.slice(1);

/**
 * The catalogue in frimousse's shape. Each emoji's own character is one of its keywords, so pasting
 * an emoji into the search finds it too (part 2 §2 "search by character text").
 */
export function emojiPickerData(): EmojiData {
  return {
    locale: "en",
    categories: EMOJI_PICKER_CATEGORIES.map((label, index) => ({ index, label })),
    emojis: EMOJI_PICKER_CATEGORIES.flatMap((category, index) =>
      EMOJI_CATALOGUE[category].map(({ emoji, label, version, tags }) => ({
        emoji,
        category: index,
        label: capitalise(label),
        version,
        tags: [...tags, emoji],
      })),
    ),
    // Skin tones are not offered; frimousse still wants their names.
    skinTones: {
      light: "Light skin tone",
      "medium-light": "Medium-light skin tone",
      medium: "Medium skin tone",
      "medium-dark": "Medium-dark skin tone",
      dark: "Dark skin tone",
    },
  };
}
