package text

import "testing"

// The states of the slow oracles below, one for each state of the HTML
// Standard's tokenizer that they transcribe.
const (
	oComment = iota
	oCommentStart
	oCommentStartDash
	oCommentLessThan
	oCommentLessThanBang
	oCommentLessThanBangDash
	oCommentLessThanBangDashDash
	oCommentEndDash
	oCommentEnd
	oCommentEndBang
)

// commentEndOracle is the comment states of §13.2.5.43 to §13.2.5.52
// transcribed one by one, the less-than sign states among them, reading s
// from i, just past "<!--": it returns the offset past the ">" that emits
// the comment, or len(s) at the end of the input.
func commentEndOracle(s string, i int) int {
	st := oCommentStart
	for ; ; i++ {
		if i == len(s) {
			return len(s) // every state emits the comment at EOF
		}
		c := s[i]
		reconsume := func(next int) { st, i = next, i-1 }
		switch st {
		case oCommentStart:
			switch c {
			case '-':
				st = oCommentStartDash
			case '>':
				return i + 1
			default:
				reconsume(oComment)
			}
		case oCommentStartDash:
			switch c {
			case '-':
				st = oCommentEnd
			case '>':
				return i + 1
			default:
				reconsume(oComment)
			}
		case oComment:
			switch c {
			case '<':
				st = oCommentLessThan
			case '-':
				st = oCommentEndDash
			}
		case oCommentLessThan:
			switch c {
			case '!':
				st = oCommentLessThanBang
			case '<':
			default:
				reconsume(oComment)
			}
		case oCommentLessThanBang:
			if c == '-' {
				st = oCommentLessThanBangDash
			} else {
				reconsume(oComment)
			}
		case oCommentLessThanBangDash:
			if c == '-' {
				st = oCommentLessThanBangDashDash
			} else {
				reconsume(oCommentEndDash)
			}
		case oCommentLessThanBangDashDash:
			reconsume(oCommentEnd) // ">" or not: nested-comment only
		case oCommentEndDash:
			if c == '-' {
				st = oCommentEnd
			} else {
				reconsume(oComment)
			}
		case oCommentEnd:
			switch c {
			case '>':
				return i + 1
			case '!':
				st = oCommentEndBang
			case '-':
			default:
				reconsume(oComment)
			}
		case oCommentEndBang:
			switch c {
			case '-':
				st = oCommentEndDash
			case '>':
				return i + 1
			default:
				reconsume(oComment)
			}
		}
	}
}

// The script data states of §13.2.5.4 and §13.2.5.15 to §13.2.5.31.
const (
	oScriptData = iota
	oLessThan
	oEndTagOpen
	oEndTagName
	oEscapeStart
	oEscapeStartDash
	oEscaped
	oEscapedDash
	oEscapedDashDash
	oEscapedLessThan
	oEscapedEndTagOpen
	oEscapedEndTagName
	oDoubleEscapeStart
	oDoubleEscaped
	oDoubleEscapedDash
	oDoubleEscapedDashDash
	oDoubleEscapedLessThan
	oDoubleEscapeEnd
)

// scriptDataEndOracle is the script data states transcribed one by one,
// reading s from its start: it returns the offset just past the name of
// the appropriate end tag "script", where the end tag name states see
// white space, "/" or ">", or -1.
func scriptDataEndOracle(s string) int {
	st, buf := oScriptData, ""
	for i := 0; ; i++ {
		if i == len(s) {
			return -1
		}
		c := s[i]
		lower := string(c | 0x20)
		end := isHTMLSpace(c) || c == '/' || c == '>'
		reconsume := func(next int) { st, i = next, i-1 }
		switch st {
		case oScriptData:
			if c == '<' {
				st = oLessThan
			}
		case oLessThan:
			switch c {
			case '/':
				st, buf = oEndTagOpen, ""
			case '!':
				st = oEscapeStart
			default:
				reconsume(oScriptData)
			}
		case oEndTagOpen, oEscapedEndTagOpen:
			if isASCIIAlpha(c) {
				reconsume(st + 1) // the end tag name state
			} else {
				reconsume(map[int]int{oEndTagOpen: oScriptData, oEscapedEndTagOpen: oEscaped}[st])
			}
		case oEndTagName, oEscapedEndTagName:
			switch {
			case end && buf == "script":
				return i
			case isASCIIAlpha(c):
				buf += lower
			default:
				reconsume(map[int]int{oEndTagName: oScriptData, oEscapedEndTagName: oEscaped}[st])
			}
		case oEscapeStart, oEscapeStartDash:
			if c == '-' {
				st = map[int]int{oEscapeStart: oEscapeStartDash, oEscapeStartDash: oEscapedDashDash}[st]
			} else {
				reconsume(oScriptData)
			}
		case oEscaped, oEscapedDash, oEscapedDashDash:
			switch {
			case c == '-':
				st = min(st+1, oEscapedDashDash)
			case c == '<':
				st = oEscapedLessThan
			case c == '>' && st == oEscapedDashDash:
				st = oScriptData
			default:
				st = oEscaped
			}
		case oEscapedLessThan:
			switch {
			case c == '/':
				st, buf = oEscapedEndTagOpen, ""
			case isASCIIAlpha(c):
				buf = ""
				reconsume(oDoubleEscapeStart)
			default:
				reconsume(oEscaped)
			}
		case oDoubleEscapeStart, oDoubleEscapeEnd:
			inner, outer := oDoubleEscaped, oEscaped // from the start state
			if st == oDoubleEscapeEnd {
				inner, outer = oEscaped, oDoubleEscaped
			}
			switch {
			case end && buf == "script":
				st = inner
			case end:
				st = outer
			case isASCIIAlpha(c):
				buf += lower
			default:
				reconsume(outer)
			}
		case oDoubleEscaped, oDoubleEscapedDash, oDoubleEscapedDashDash:
			switch {
			case c == '-':
				st = min(st+1, oDoubleEscapedDashDash)
			case c == '<':
				st = oDoubleEscapedLessThan
			case c == '>' && st == oDoubleEscapedDashDash:
				st = oScriptData
			default:
				st = oDoubleEscaped
			}
		case oDoubleEscapedLessThan:
			if c == '/' {
				st, buf = oDoubleEscapeEnd, ""
			} else {
				reconsume(oDoubleEscaped)
			}
		}
	}
}

// oracleSeeds are inputs for the comment and script data oracles.
var oracleSeeds = []string{
	"", "-->", ">", "->", "-->x", "--!>", "--!->", "---->", "- -->", "<!-->", "<!--->", "<!---->",
	"x <!-- y --> z", "--!-->", "-!>-->", "<!-", "<!--<script>--></script>", "</script>",
	"<!--</script>", "<!--<script></script>--></script>", "<!--<script>x</script></script>",
	"<!--<scripts></script>", "<!--><script></script>", "</SCRIPT >", "</scriptx></script/",
	"<!--<SCRIPT/></script ></script>", "<!--<script>--!></script>", "<<!--<script>-</script>-->--></script>",
}

// TestTokenizerOracles checks commentEnd and scriptDataEnd against the
// states transcribed one by one.
func TestTokenizerOracles(t *testing.T) {
	for _, s := range oracleSeeds {
		checkOracles(t, s)
	}
}

// FuzzTokenizerOracles checks commentEnd and scriptDataEnd against the
// states transcribed one by one, on any input.
func FuzzTokenizerOracles(f *testing.F) {
	for _, s := range oracleSeeds {
		f.Add(s)
	}
	f.Fuzz(checkOracles)
}

// checkOracles compares commentEnd and scriptDataEnd on s with the
// oracles.
func checkOracles(t *testing.T, s string) {
	if got, want := commentEnd(s, 0), commentEndOracle(s, 0); got != want {
		t.Errorf("commentEnd(%q) = %d, the comment states %d", s, got, want)
	}
	if got, want := scriptDataEnd(s, 0), scriptDataEndOracle(s); got != want {
		t.Errorf("scriptDataEnd(%q) = %d, the script data states %d", s, got, want)
	}
}
