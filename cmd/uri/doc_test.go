package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// docExample is one "$ uri ..." example of the package doc, with the output
// the doc shows for it.
type docExample struct {
	command string // the shell command after "$ "
	want    string // the lines after it, up to the next "$ " or the end of the block
}

// docExamples reads the examples of doc.go: the code blocks of its comment
// whose lines start with "$ ".
func docExamples(t *testing.T) []docExample {
	src, err := os.ReadFile("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	var exs []docExample
	in := false // within an example's output
	for _, line := range strings.Split(string(src), "\n") {
		code, ok := strings.CutPrefix(line, "//\t")
		switch {
		case ok && strings.HasPrefix(code, "$ "):
			exs = append(exs, docExample{command: code[2:]})
			in = true
		case ok && in:
			exs[len(exs)-1].want += code + "\n"
		default:
			in = false
		}
	}
	if len(exs) < 15 {
		t.Fatalf("doc.go has %d examples, want every command's", len(exs))
	}
	return exs
}

// TestDocExamples runs every example of the package doc through the built
// command, in a shell, and compares what it writes, standard error
// included, with what the doc shows.
func TestDocExamples(t *testing.T) {
	if _, err := exec.LookPath("sh"); err != nil {
		t.Skip("no sh to run the examples")
	}
	dir := filepath.Dir(uriBinary(t))
	for _, ex := range docExamples(t) {
		cmd := exec.Command("sh", "-c", "exec 2>&1; "+ex.command)
		cmd.Env = append(os.Environ(), "PATH="+dir+string(os.PathListSeparator)+os.Getenv("PATH"))
		out, _ := cmd.Output() // the examples show their exit status where it matters
		if string(out) != ex.want {
			t.Errorf("$ %s\ngot:\n%swant:\n%s", ex.command, out, ex.want)
		}
	}
}
